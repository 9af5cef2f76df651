import { describe, expect, it } from "vitest";
import { shareLinks } from "./share-links.ts";

describe("share links", () => {
  it("carry the page's address, encoded, to each network", () => {
    const links = shareLinks("https://learning.cm/certificate/A&B", "Amina's certificate");
    expect(new URL(links.linkedin).searchParams.get("url")).toBe("https://learning.cm/certificate/A&B");
    expect(new URL(links.facebook).searchParams.get("u")).toBe("https://learning.cm/certificate/A&B");
    expect(new URL(links.twitter).searchParams.get("text")).toBe("Amina's certificate");
    expect(new URL(links.whatsapp).searchParams.get("text")).toBe("Amina's certificate https://learning.cm/certificate/A&B");
    expect(links.email.startsWith("mailto:?subject=")).toBe(true);
  });
});
