export * from './auth';
export * from './clients';
export * from './leads';
export * from './movements';
export * from './settings';
export * from './users';
export * from './vehicles';
