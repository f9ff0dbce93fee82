import { create } from 'zustand';

/** A web address to open on a phone, shown on a TV as its QR code (PhoneQrModal). */
export interface PhoneQrRequest {
  /** Names the dialog (its Done button is `${id}:done`). */
  id: string;
  title: string;
  url: string;
  /** What to do with it, said big: 'Scan with your phone to give $20'. */
  caption: string;
  note: string;
  /** The QR code's text alternative. */
  qrLabel: string;
  testId?: string;
}

/**
 * The QR dialog over any page (giving, sharing the app): its code loads the first time one opens,
 * as the app's other layers do. The dialog is open while `request` is set.
 */
export const usePhoneQr = create<{ request: PhoneQrRequest | null; show: (request: PhoneQrRequest) => void; close: () => void }>()((set) => ({
  request: null,
  show: (request) => set({ request }),
  close: () => set({ request: null }),
}));
