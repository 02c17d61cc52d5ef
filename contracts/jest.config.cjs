const { createJestConfig } = require('@agency/tooling/jest');
// Plain functions and schemas: no DOM needed.
module.exports = createJestConfig(__dirname, { testEnvironment: 'node', setupFilesAfterEnv: [] });
