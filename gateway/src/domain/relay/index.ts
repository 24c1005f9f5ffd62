export * from './connection.ts';
export * from './cursor.ts';
export * from './global-id.ts';
