// swift-tools-version:6.0
import PackageDescription

// The release binary (scripts/release-binary) leaves mimalloc out (Debian ships it as a
// shared library only) and links cmark-gfm from its static archives.
let staticRelease = Context.environment["LESSONS_STATIC_RELEASE"] == "1"

// Dependency direction is one way: Containment ← Scenarios ← LessonSite ← LessonsCLI ← lessons,
// with Diagnostics (the one diagnostic type, its ids and its consumers) below all but
// Containment, which reports nothing as a diagnostic.
// No outside packages: only the toolchain's modules, Debian's cmark-gfm and mimalloc.
let package = Package(
  name: "ContainmentLessons",
  products: [
    .executable(name: "lessons", targets: ["lessons"]),
    .library(name: "Containment", targets: ["Containment"]),
    .library(name: "Scenarios", targets: ["Scenarios"]),
  ],
  targets: [
    .target(name: "Containment"),
    .target(name: "Diagnostics"),
    .target(name: "Scenarios", dependencies: ["Containment", "Diagnostics"]),
    // The release binary links Debian's static archives itself (scripts/release-binary): its
    // module map names no library, so nothing asks the linker for the shared ones.
    .systemLibrary(
      name: "CCmarkGFM",
      path: staticRelease ? "Sources/CCmarkGFMStatic" : nil,
      pkgConfig: staticRelease ? nil : "libcmark-gfm",
      providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
    ),
    .target(
      name: "LessonSite", dependencies: ["Containment", "Diagnostics", "Scenarios", "CCmarkGFM"]),
    .target(
      name: "LessonsCLI", dependencies: ["Containment", "Diagnostics", "LessonSite", "Scenarios"]),
    // Debian's mimalloc, linked into the executable only: its malloc replaces glibc's for
    // the whole process (`Sources/lessons/main.swift` says why).
    .systemLibrary(name: "CMimalloc", providers: [.apt(["libmimalloc-dev"])]),
    .executableTarget(
      name: "lessons",
      dependencies: ["LessonsCLI"]
        + (staticRelease
          ? [] : [.target(name: "CMimalloc", condition: .when(platforms: [.linux]))])),
    .testTarget(name: "ContainmentTests", dependencies: ["Containment"]),
    .testTarget(
      name: "ScenariosTests", dependencies: ["Containment", "Scenarios", "LessonTestSupport"]),
    // Fixtures shared by the test targets (a fake interpreter, temporary folders, a seeded
    // generator).
    .target(
      name: "LessonTestSupport",
      dependencies: ["Containment", "Scenarios", "LessonSite"],
      path: "Tests/LessonTestSupport"),
    .testTarget(
      name: "LessonSiteTests",
      dependencies: ["Containment", "Diagnostics", "Scenarios", "LessonSite", "LessonTestSupport"]),
    .testTarget(
      name: "LessonsCLITests",
      dependencies: [
        "Containment", "Diagnostics", "Scenarios", "LessonSite", "LessonsCLI", "LessonTestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
