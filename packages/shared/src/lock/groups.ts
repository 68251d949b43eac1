// Constants of the lock list a browser needs without the endpoint schemas (this module imports no zod: the console home
// loads it at start, #26).

/** Lock list query "groupId": −1 all, 0 not grouped, else a group of the caller. */
export const ALL_GROUPS = -1;
