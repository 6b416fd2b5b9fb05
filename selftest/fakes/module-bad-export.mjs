// An in-process host module whose default export lacks run().
export default { hello: () => ({}) };
