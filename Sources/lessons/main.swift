import Foundation
import LessonsCLI

#if canImport(CMimalloc)
  import CMimalloc

  /// The process allocates and frees millions of small objects (Swift strings and arrays,
  /// cmark-gfm's nodes) on every core, where glibc's malloc spends much of the run and slows
  /// further as threads contend for its arenas.
  /// Linked into this executable (Package.swift), mimalloc's `malloc` comes before glibc's in
  /// the dynamic linker's lookup, so it serves the whole process: the Swift runtime,
  /// Foundation and cmark-gfm too. `--version` says whether it does.
  let allocator: String = {
    let block = malloc(16)
    defer { free(block) }
    let version = Int(mi_version())
    let name = "mimalloc \(version / 100).\(version / 10 % 10).\(version % 10)"
    return mi_is_in_heap_region(block)
      ? name : "the system's malloc (\(name) is linked but does not serve malloc)"
  }()
#else
  let allocator: String? = nil
#endif

// Everything lives in LessonsCLI so tests can drive the command line in-process.
let status = LessonsCommand.main(
  arguments: Array(CommandLine.arguments.dropFirst()), allocator: allocator)
exit(status)
