import { describe, expect, it } from "vitest";
import { manualPhotoProblem } from "../../src/client/lib/manual-email";
import { acceptAttribute, typeAccepted, uploadProblem, UPLOADS } from "../../src/shared/uploads";

const MB = 1024 * 1024;

describe("profile photo", () => {
  const photoProblem = (file: { name: string; type: string; size: number }) => uploadProblem(UPLOADS.photo, file);

  it("refuses files over 5 MB and non-images", () => {
    expect(photoProblem({ name: "a.png", type: "image/png", size: 5 * MB })).toBeNull();
    expect(photoProblem({ name: "a.webp", type: "image/webp", size: 1 })).toBeNull();
    expect(photoProblem({ name: "a.png", type: "image/png", size: 5 * MB + 1 })).toEqual({
      title: "File Too Large",
      description: "Please select an image smaller than 5MB.",
    });
    expect(photoProblem({ name: "a.svg", type: "image/svg+xml", size: 10 })?.title).toBe("Invalid File Type");
    expect(photoProblem({ name: "notes.txt", type: "text/plain", size: 10 })?.title).toBe("Invalid File Type");
    expect(photoProblem({ name: "photo.JPG", type: "", size: 10 })).toBeNull();
  });

  it("the picker offers jpeg (also called image/jpg), png, gif and webp", () => {
    expect(acceptAttribute(UPLOADS.photo)).toBe("image/jpeg,image/jpg,image/png,image/gif,image/webp");
  });

  it("the manual email tool takes the same kinds, in its own words", () => {
    expect(manualPhotoProblem({ size: 10, type: "image/svg+xml" })).toEqual({
      title: "Invalid file type",
      description: "Please select an image file",
    });
    expect(manualPhotoProblem({ size: 10, type: "image/gif" })).toBeNull();
  });
});

describe("accommodation icon", () => {
  it("is at most 2 MB, and may be an SVG", () => {
    expect(uploadProblem(UPLOADS.icon, { type: "image/svg+xml", size: 2 * MB })).toBeNull();
    expect(uploadProblem(UPLOADS.icon, { type: "image/png", size: 2 * MB + 1 })).toEqual({
      title: "File Too Large",
      description: "Please select an image smaller than 2MB.",
    });
    expect(uploadProblem(UPLOADS.icon, { type: "image/gif", size: 10 })?.description).toBe("Please select a jpeg, png, svg or webp image.");
    expect(acceptAttribute(UPLOADS.icon)).toBe("image/jpeg,image/jpg,image/png,image/svg+xml,image/webp");
  });
});

describe("background", () => {
  it("has the photo's limit, and refuses SVG as the server does", () => {
    expect(UPLOADS.background.maxBytes).toBe(UPLOADS.photo.maxBytes);
    expect(uploadProblem(UPLOADS.background, { type: "image/png", size: 5 * MB + 1 })?.description).toBe(
      "Please select an image smaller than 5MB.",
    );
    expect(uploadProblem(UPLOADS.background, { type: "image/svg+xml", size: 10 })).toEqual({
      title: "Upload Failed",
      description: "Please select a jpeg, png, gif or webp image.",
    });
    expect(typeAccepted(UPLOADS.background, { type: "image/svg+xml" })).toBe(false);
    expect(acceptAttribute(UPLOADS.background)).not.toContain("svg");
  });
});
