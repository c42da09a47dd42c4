// What this machine is like, in the three costs the server's budgets are made of, so that figures
// from two machines can be read side by side (the same commit gave `/villas` 4.0 ms of server CPU
// on one 2-core machine and 6.0 on another: decision 086). Fixed work, no server involved, about
// two seconds; it runs whatever BENCH_ONLY names, first, before the machine is warm from a section.
// - JavaScript: React's renderToString of a fixed tree (a list of cards, as a page renders).
// - zlib: a level-3 deflate of a fixed 96 KB page-like text (as compressResponses does each page for a client without zstd).
// - kernel: a 64-byte request and answer over loopback TCP, one at a time (each HTTP answer is a
//   writev to a socket; on some virtual machines a syscall costs several times more).
// No budgets: they are the yardstick, not the thing measured.
import { once } from "node:events";
import net from "node:net";
import { constants, deflateRawSync } from "node:zlib";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import type { Measure, Section } from "../lib/types.ts";

/** Each of the three timed slices; the best one counts (a slice the machine interrupted is not the machine). */
const SLICE_NS = 170_000_000n;

/** Microseconds of one call of `work`, after a warm-up: the best of three slices. */
function microsPerCall(work: () => void): number {
  for (let i = 0; i < 20; i++) work();
  let best = Number.POSITIVE_INFINITY;
  for (let slice = 0; slice < 3; slice++) {
    let calls = 0;
    const start = process.hrtime.bigint();
    let now = start;
    while (now - start < SLICE_NS) {
      work();
      calls++;
      now = process.hrtime.bigint();
    }
    best = Math.min(best, Number(now - start) / 1000 / calls);
  }
  return best;
}

function cardsTree() {
  const cards = Array.from({ length: 60 }, (_, i) =>
    h(
      "li",
      { key: i, className: "card" },
      h("img", { src: `/images/hotel/exterior-${i % 5}.webp`, alt: "", width: 320, height: 200, loading: "lazy" }),
      h(
        "div",
        { className: "card-body" },
        h("a", { href: `/detail-villas?villas=${i}`, className: "card-link" }, `Villa ${i} Ubud`),
        h("p", { className: "card-meta" }, "Gianyar, Bali"),
        h("p", { className: "card-foot" }, h("strong", null, `Rp ${(1_250_000 + i * 1000).toLocaleString("id-ID")}`)),
      ),
    ),
  );
  return h("main", { id: "main" }, h("h1", null, "Villas"), h("ul", { className: "grid" }, cards));
}

function pageLikeText(): Buffer {
  // Deterministic: the same bytes on every machine (a linear congruential sequence picks the words).
  const words = ["villa", "class", "href", "card", "Gianyar", "<div", "</div>", "Rp", "malam", "tamu", "\n", " "];
  const parts: string[] = [];
  let seed = 42;
  let size = 0;
  while (size < 96 * 1024) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const word = words[seed % words.length]!;
    parts.push(word, seed % 3 === 0 ? String(seed % 997) : "");
    size += word.length + 3;
  }
  return Buffer.from(parts.join(""));
}

async function loopbackRoundTripMicros(): Promise<number> {
  const server = net.createServer((socket) => socket.on("data", (data) => socket.write(data)));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  const client = net.connect(port, "127.0.0.1");
  client.setNoDelay(true);
  await once(client, "connect");
  const payload = Buffer.alloc(64, 0x61);
  const roundTrip = () =>
    new Promise<void>((resolve) => {
      client.once("data", () => resolve());
      client.write(payload);
    });
  try {
    for (let i = 0; i < 200; i++) await roundTrip();
    const count = 3000;
    const start = process.hrtime.bigint();
    for (let i = 0; i < count; i++) await roundTrip();
    return Number(process.hrtime.bigint() - start) / 1000 / count;
  } finally {
    client.destroy();
    server.close();
  }
}

export const machineSection: Section = {
  id: "machine",
  name: "this machine (a yardstick for the other figures)",
  always: true,
  async run(ctx) {
    const tree = cardsTree();
    const render = microsPerCall(() => renderToString(tree));
    const text = pageLikeText();
    const deflate = microsPerCall(() => deflateRawSync(text, { level: 3, finishFlush: constants.Z_FINISH }));
    const loopback = await loopbackRoundTripMicros();
    ctx.log(
      `machine: React renderToString of 60 cards ${render.toFixed(0)} µs, deflate of 96 KB at level 3 ${deflate.toFixed(0)} µs, ` +
        `loopback TCP round trip ${loopback.toFixed(1)} µs`,
    );
    const measures: Measure[] = [
      { id: "machine.render", label: "machine: React render of 60 cards", value: render, unit: "µs" },
      { id: "machine.deflate", label: "machine: deflate 96 KB, level 3", value: deflate, unit: "µs" },
      { id: "machine.loopback", label: "machine: loopback TCP round trip", value: loopback, unit: "µs" },
    ];
    return { measures };
  },
};
