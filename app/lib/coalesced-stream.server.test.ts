import { describe, expect, it } from "vitest";
import { coalescedStream } from "./coalesced-stream.server.ts";

function collect(stream: ReturnType<typeof coalescedStream>) {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  const ended = new Promise<void>((resolve) => stream.on("end", resolve));
  return { chunks, ended };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("coalescedStream", () => {
  it("passes what was written in one turn on as one chunk, and each later turn's on its own", async () => {
    let ends = 0;
    const stream = coalescedStream({ onEnd: () => ends++ });
    const { chunks, ended } = collect(stream);
    stream.write("<html>");
    stream.write(new Uint8Array(Buffer.from("<body>")));
    stream.write("shell");
    await nextTurn();
    await nextTurn();
    expect(chunks).toEqual(["<html><body>shell"]);
    stream.write("<template>late</template>");
    stream.end("</html>");
    await ended;
    expect(chunks).toEqual(["<html><body>shell", "<template>late</template></html>"]);
    expect(ends).toBe(1);
  });

  it("does not hold more than maxBytes", async () => {
    const stream = coalescedStream({ maxBytes: 4 });
    const { chunks, ended } = collect(stream);
    stream.write("ab");
    stream.write("cd");
    stream.write("e");
    stream.end();
    await ended;
    expect(chunks).toEqual(["abcd", "e"]);
  });

  it("drops what it holds when destroyed", async () => {
    const stream = coalescedStream();
    const { chunks } = collect(stream);
    stream.write("x");
    stream.destroy();
    await nextTurn();
    await nextTurn();
    expect(chunks).toEqual([]);
  });
});
