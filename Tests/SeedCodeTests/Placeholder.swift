// Replaced by the seed-code tests.
