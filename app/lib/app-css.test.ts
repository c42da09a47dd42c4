import { describe, expect, it } from "vitest";
import { escapeStyleText } from "./app-css.tsx";

describe("escapeStyleText", () => {
  it("keeps the stylesheet's text from closing the <style> element", () => {
    expect(escapeStyleText('.a{content:"</style><script>x</script>"}')).toBe(
      '.a{content:"<\\/style><script>x</script>"}',
    );
    expect(escapeStyleText("a</STYLE >")).toBe("a<\\/STYLE >");
  });
  it("leaves ordinary CSS as it is", () => {
    const css = ".btn-primary{border-radius:var(--radius-lg)}@media (min-width:40rem){.sm\\:grid{display:grid}}";
    expect(escapeStyleText(css)).toBe(css);
  });
});
