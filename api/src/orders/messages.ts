export const ORDER_MESSAGES = { notFound: 'Order not found' } as const;
