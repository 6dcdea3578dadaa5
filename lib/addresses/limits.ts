// Pure and tiny on purpose: the address form (browser) shows this message when the API answers with this code,
// without loading the address schemas.

/**
 * How many addresses one member may keep. Twenty covers a home, work, family and every gift recipient a jeweller's
 * customer ships to; without a cap an account could store rows without end (docs/decisions.md, Limits).
 */
export const MAX_ADDRESSES_PER_MEMBER = 20;
/** The error code and message of the 409 past the cap. */
export const ADDRESS_LIMIT_CODE = "address_limit";
export const ADDRESS_LIMIT_MESSAGE = `You can keep at most ${MAX_ADDRESSES_PER_MEMBER} addresses.`;
