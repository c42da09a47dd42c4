// Preloaded into the server under test (`node --import`): if the bench process dies without
// cleaning up (SIGKILL, a crash), the server notices its parent is gone and stops too.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) process.kill(process.pid, "SIGTERM");
}, 500).unref();

export {};
