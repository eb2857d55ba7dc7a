// Every table, by area; drizzle-kit and the drivers read the schema from here.
export * from './settings';
export * from './tenants';
export * from './establishments';
export * from './reviews';
export * from './offers';
export * from './billing';
export * from './visitors';
export * from './auth';
export * from './limits';
export * from './mail';
export * from './releases';
export * from './analysis';
export * from './account';
