// Prints a line that is not JSON: instead of the run answer, or with argument `hello`, instead of hello.
import { HELLO, serve } from './_lib.mjs';

const onHello = process.argv[2] === 'hello' ? () => void process.stdout.write('Welcome to FakeHost 1.0!\n') : () => HELLO;
serve({ onHello, onRun: () => void process.stdout.write('ok, done\n') });
