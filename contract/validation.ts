/** The spec's patterns for what a viewer types, checked the same way by the app and the server. */

/**
 * Word characters with optional dot or hyphen separators, @, a domain, a final part of 2-3 letters.
 * The spec's own form, /^\w+([.-]?\w+)*@.../, matches the same addresses, but its optional
 * separator lets a run of word characters split in exponentially many ways: 33 digits froze a page
 * (and the server) for seconds. Here each repetition starts with its separator, so every address
 * splits one way only.
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*(?:\.[A-Za-z]{2,3})+$/;

/** Sign-up phone: 6-20 characters of digits, spaces, brackets, plus and minus. */
export const SIGNUP_PHONE_PATTERN = /^[0-9 ()+-]{6,20}$/;
