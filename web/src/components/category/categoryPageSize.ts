/** Packages per page of a category's grid (the server-rendered first and each 'Load more'). */
export const CATEGORY_PAGE_SIZE = 12;
