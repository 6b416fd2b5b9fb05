// `capkit spec | head`: once the reader has gone, the rest of the output has nowhere to go. That is not
// an error of the command: writes stop quietly and the command ends with its own exit code.
export function quietOnBrokenPipe(stream: NodeJS.WriteStream, onOtherError: (error: Error) => void): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') {
      onOtherError(error);
      return;
    }
    stream.write = (() => true) as typeof stream.write;
  });
}
