// Dies at once, before reading hello.
process.stderr.write('boom: configuration file missing\n', () => process.exit(3));
