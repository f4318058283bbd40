// Placeholder: the Cassowary solver lands here.
