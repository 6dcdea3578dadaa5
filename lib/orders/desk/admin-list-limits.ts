// Pure on purpose: the admin order list's page size, shared by the query and its request schema.

/** How many orders the admin sees at most in one list, and by default. */
export const ADMIN_ORDERS_MAX = 100;
export const ADMIN_ORDERS_DEFAULT = 50;
