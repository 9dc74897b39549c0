/** Setup of the `server` vitest project: quiet, test-mode configuration for every file. */
process.env.NODE_ENV = 'test';
process.env.LOG_LEVEL = 'silent';
