// Unit and component tests of every app and lib (the data tests need the stack:
// supabase/tests/jest.config.js).
module.exports = {
  projects: ['<rootDir>/apps/*/jest.config.js', '<rootDir>/libs/*/jest.config.js'],
};
