// Placeholder: the xib reader lands here.
