// Pure on purpose: the code fields in the browser, the API's schemas and the server's code generator share it.

/** Characters in an emailed verification or reset code. */
export const VERIFICATION_CODE_LENGTH = 6;
