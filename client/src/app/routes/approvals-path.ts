/** 'Att godkänna' (docs/product-rules.md §18): the arbetsledare's and the admin's queue. */
export const APPROVALS_PAGE_PATH = "/att-godkanna";
