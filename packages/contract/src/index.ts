export * from './auth.js';
export * from './constants.js';
export * from './http.js';
export * from './programme.js';
export * from './routes.js';
