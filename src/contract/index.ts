import './zodMessages';
export * from './constants';
export * from './errors';
export * from './fields';
export * from './accounts';
export * from './profile';
export * from './presence';
export * from './upload';
export * from './socket';
