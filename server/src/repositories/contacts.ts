import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import type { ContactMessagesTable, ContactsTable } from '../db/schema.js';
import { normalizeEmail } from '../lib/validation.js';

/** A contact as the gateway answers it. */
export interface Contact {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  country: string;
  createdAt: number;
}

export type NewContact = Pick<ContactsTable, 'id' | 'email' | 'firstname' | 'lastname' | 'phone' | 'country' | 'created_at'>;
export type NewContactMessage = Omit<ContactMessagesTable, 'customer_id' | 'contact_id'>;

function toContact(row: ContactsTable): Contact {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    country: row.country,
    createdAt: Number(row.created_at),
  };
}

/** The contact form's CRM: contacts and their messages. SQL only. */
export function createContactRepository(db: Db) {
  const repo = {
    async findByEmail(customerId: string, email: string): Promise<Contact | null> {
      const row = await db
        .selectFrom('contacts')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('email_lc', '=', normalizeEmail(email))
        .executeTakeFirst();
      return row ? toContact(row) : null;
    },

    async findById(customerId: string, id: string): Promise<Contact | null> {
      const row = await db.selectFrom('contacts').selectAll().where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst();
      return row ? toContact(row) : null;
    },

    /**
     * Creates the contact, or answers the one already there for this e-mail (two sends racing
     * through find-then-create make one contact, not an error).
     */
    async create(customerId: string, contact: NewContact): Promise<{ contact: Contact; created: boolean }> {
      const email = contact.email.trim();
      const inserted = await db
        .insertInto('contacts')
        .values({ ...contact, email, email_lc: normalizeEmail(email), customer_id: customerId })
        .onConflict((oc) => oc.columns(['customer_id', 'email_lc']).doNothing())
        .executeTakeFirst();
      const created = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      const stored = await repo.findByEmail(customerId, email);
      if (!stored) throw new Error('contact vanished after insert');
      return { contact: stored, created };
    },

    /** The contact (made, or the one already there) and a message of theirs, in one transaction. */
    async createWithMessage(customerId: string, contact: NewContact, message: NewContactMessage): Promise<Contact> {
      return inTransaction(db, async (trx) => {
        const within = createContactRepository(trx);
        const { contact: stored } = await within.create(customerId, contact);
        await within.addMessage(customerId, message, stored.id);
        return stored;
      });
    },

    async addMessage(customerId: string, message: NewContactMessage, contactId: string | null = null): Promise<void> {
      await db
        .insertInto('contact_messages')
        .values({ ...message, customer_id: customerId, contact_id: contactId })
        .execute();
    },

    /** Links a message to a contact; false when the message is not this customer's. */
    async associate(customerId: string, messageId: string, contactId: string): Promise<boolean> {
      const result = await db
        .updateTable('contact_messages')
        .set({ contact_id: contactId })
        .where('customer_id', '=', customerId)
        .where('id', '=', messageId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async messagesOf(customerId: string, contactId: string): Promise<ContactMessagesTable[]> {
      return db
        .selectFrom('contact_messages')
        .selectAll()
        .where('customer_id', '=', customerId)
        .where('contact_id', '=', contactId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
  };
  return repo;
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
