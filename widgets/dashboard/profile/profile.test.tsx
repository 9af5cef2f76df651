import { act } from "react";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { UserSchema } from "#shared/api/schemas.ts";
import { saveToken } from "#shared/api/token.ts";
import { status, user } from "#shared/auth/session.ts";
import { defineWidget } from "#shared/element/define-widget.tsx";
import { locale } from "#shared/i18n/locale.ts";
import { mount, settle, shadow } from "#tests/support/dom.ts";
import { aUser } from "#tests/support/fetch.ts";
import { freshPageEachTest } from "#tests/support/page.ts";
import { tag as profileTag } from "./profile.api.ts";
import * as profileRoot from "./profile.tsx";

freshPageEachTest("/account/profile");

beforeAll(() => {
  defineWidget(profileTag, profileRoot);
});

function signedIn(overrides: Record<string, unknown> = {}) {
  const learner = v.parse(
    UserSchema,
    aUser({
      phone: "+237 650 11 22 33",
      address: "Molyko, Buea",
      bio: "I build websites.\nAnd I teach.",
      title: "Frontend Developer",
      institution: "University of Buea",
      profile: "https://cdn.example/awa.png",
      points: 12500,
      fields: [
        { id: 3, name: "Web Development" },
        { id: 9, name: "Accounting" },
      ],
      ...overrides,
    }),
  );
  saveToken("tok-profile");
  user.value = learner;
  status.value = "authenticated";
  return learner;
}

async function profile() {
  const element = await mount("lp-profile");
  await settle();
  return shadow(element);
}

/** Each detail's label and shown value. */
const details = (root: ShadowRoot) =>
  Object.fromEntries([...root.querySelectorAll(".prof-detail")].map((d) => [d.querySelector("dt")?.textContent, d.querySelector("dd")?.textContent]));

describe("<lp-profile>", () => {
  it("shows the learner: picture, name, title, contact details, institution, bio, interests and points", async () => {
    signedIn();
    const root = await profile();
    const picture = root.querySelector<HTMLImageElement>("img.lp-avatar")!;
    expect(picture.getAttribute("src")).toBe("https://cdn.example/awa.png");
    // Beside the name, the picture adds nothing to read.
    expect(picture.alt).toBe("");
    expect(root.querySelector("h1")?.textContent).toBe("Awa Nkemdirim");
    expect(root.querySelector(".prof-title")?.textContent).toBe("Frontend Developer");
    expect(details(root)).toEqual({
      Email: "awa@example.cm",
      Phone: "+237 650 11 22 33",
      Address: "Molyko, Buea",
      Institution: "University of Buea",
    });
    expect(root.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')?.getAttribute("href")).toBe("mailto:awa@example.cm");
    expect(root.querySelector<HTMLAnchorElement>('a[href^="tel:"]')?.getAttribute("href")).toBe("tel:+237650112233");
    expect(root.querySelector(".prof-bio")?.textContent).toBe("I build websites.\nAnd I teach.");
    expect([...root.querySelectorAll(".prof-interests li")].map((li) => li.textContent)).toEqual(["Web Development", "Accounting"]);
    expect(root.querySelector(".prof-points dt")?.textContent).toBe("Points");
    expect(root.querySelector(".prof-points dd")?.textContent).toBe("12,500");
  });

  it("leads to the profile settings with Edit Profile", async () => {
    signedIn();
    const root = await profile();
    const edit = [...root.querySelectorAll("a")].find((a) => a.textContent === "Edit Profile")!;
    expect(edit.getAttribute("href")).toBe("/account/settings/profile");
  });

  it("shows the initials and 'Learner' for a learner with no picture and no title of their own", async () => {
    signedIn({ profile: null, title: undefined, phone: null, address: "  ", institution: null, bio: null, fields: [] });
    const root = await profile();
    expect(root.querySelector("img")).toBeNull();
    expect(root.querySelector(".lp-avatar-initials")?.textContent).toBe("AN");
    expect(root.querySelector(".prof-title")?.textContent).toBe("Learner");
    expect(details(root)).toMatchObject({ Phone: "Not provided", Address: "Not provided", Institution: "Not provided" });
    expect(root.textContent).toContain("You have not written a bio yet.");
    const choose = [...root.querySelectorAll("a")].find((a) => a.textContent === "Choose your interests")!;
    expect(choose.getAttribute("href")).toBe("/account/settings/interests");
  });

  it("falls back to the initials when the picture fails to load or is not a web address", async () => {
    signedIn();
    const root = await profile();
    await act(async () => {
      root.querySelector("img")!.dispatchEvent(new Event("error"));
    });
    expect(root.querySelector("img")).toBeNull();
    expect(root.querySelector(".lp-avatar-initials")?.textContent).toBe("AN");

    await act(async () => {
      document.body.replaceChildren();
      signedIn({ profile: "javascript:alert(1)" });
    });
    const again = await profile();
    expect(again.querySelector("img")).toBeNull();
  });

  it("shows names as text, never as markup", async () => {
    signedIn({ name: "<img src=x onerror=alert(1)>", fields: [{ id: 1, name: "<b>Bold</b>" }] });
    const root = await profile();
    expect(root.querySelector("h1")?.textContent).toBe("<img src=x onerror=alert(1)>");
    expect(root.querySelector(".prof-interests b")).toBeNull();
    expect(root.querySelector(".prof-interests li")?.textContent).toBe("<b>Bold</b>");
  });

  it("follows the session's learner, so an update made in the settings shows at once", async () => {
    const learner = signedIn();
    const root = await profile();
    await act(async () => {
      user.value = { ...learner, name: "Awa Grace Nkemdirim", points: 13000 };
    });
    expect(root.querySelector("h1")?.textContent).toBe("Awa Grace Nkemdirim");
    expect(root.querySelector(".prof-points dd")?.textContent).toBe("13,000");
  });

  it("waits for the session, then asks a signed-out visitor to sign in", async () => {
    const root = await profile();
    expect(root.querySelector(".lp-skeletons")).not.toBeNull();
    await act(async () => {
      status.value = "unauthenticated";
    });
    expect(root.textContent).toContain("Sign in to see your profile.");
    expect(root.querySelector("a")?.getAttribute("href")).toBe("/signin?redirect=%2Faccount%2Fprofile");
  });

  it("speaks French", async () => {
    locale.value = "fr";
    signedIn({ title: "Learner", phone: null });
    const root = await profile();
    expect(root.querySelector(".prof-title")?.textContent).toBe("Apprenant");
    expect(details(root)).toMatchObject({ "E-mail": "awa@example.cm", Téléphone: "Non renseigné", Établissement: "University of Buea" });
    expect(root.querySelector(".prof-points dt")?.textContent).toBe("Points obtenus");
    expect(root.querySelector(".prof-points dd")?.textContent?.replace(/\s/g, " ")).toBe("12 500");
    expect([...root.querySelectorAll("a")].some((a) => a.textContent === "Modifier le profil")).toBe(true);
    expect([...root.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(["Informations personnelles", "Biographie", "Centres d’intérêt"]);
  });
});
