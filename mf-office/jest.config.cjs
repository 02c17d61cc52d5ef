const { createJestConfig } = require('@agency/tooling/jest');
module.exports = createJestConfig(__dirname);
