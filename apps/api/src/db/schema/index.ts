export * from './auth';
export * from './clients';
export * from './leads';
export * from './mail';
export * from './movements';
export * from './settings';
export * from './users';
export * from './vehicles';
