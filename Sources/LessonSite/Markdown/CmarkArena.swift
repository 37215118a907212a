internal import CCmarkGFM
import Foundation

/// The memory of one cmark-gfm parse (`CmarkBridge.parse`): an arena per thread, whose
/// allocations are freed all at once when the parse is over, not node by node.
///
/// A parse makes a node, a buffer or a list cell for every block and inline of the lesson,
/// each a `calloc` from the C library, and frees each of them in `cmark_node_free`; in a
/// `check`, whose loading is mostly parsing, those calls were a large part of the parse.
/// Here they are a pointer bump in memory the thread keeps from one parse to the next.
///
/// cmark-gfm calls its allocator (`cmark_mem`) without a context, so each thread finds its
/// arena by a thread-specific key. A parse runs on one thread from `cmark_parser_new_with_mem`
/// to its last `cmark_node_free`, and no cmark pointer outlives `CmarkBridge.parse`, so
/// resetting the arena after it is safe. Every allocation of a parse goes through the
/// parser's `cmark_mem` (nodes, buffers, the extensions' data, the iterator); `free` is
/// therefore a no-op.
enum CmarkArena {
  /// An arena: chunks from `malloc`, the first kept for the thread's next parse. Each
  /// chunk starts with the address of the chunk before it; each allocation with its size.
  struct State {
    /// The chunk allocations are taken from.
    var chunk: UnsafeMutableRawPointer
    var used: Int
    var capacity: Int
    /// Where in `chunk` the last allocation starts (its size header), -1 when none: it can
    /// grow in place.
    var last: Int
    /// The chunk a parse starts with.
    var first: UnsafeMutableRawPointer
    var firstCapacity: Int
  }

  /// Bytes before each allocation (its size) and at the start of each chunk (the previous
  /// chunk): 16, so allocations keep `malloc`'s alignment.
  static let header = 16
  /// The chunk each thread keeps.
  static let firstCapacity = 256 * 1024

  /// This thread's arena, made on first use; freed with its chunks when the thread exits.
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
      guard let state = pointer?.assumingMemoryBound(to: State.self) else { return }
      CmarkArena.releaseChunks(state)
      free(state.pointee.first)
      state.deinitialize(count: 1)
      state.deallocate()
    }
    return key
  }()

  static func state() -> UnsafeMutablePointer<State> {
    if let existing = pthread_getspecific(key) {
      return existing.assumingMemoryBound(to: State.self)
    }
    let first = malloc(firstCapacity)!
    first.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
    let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
    state.initialize(
      to: State(
        chunk: first, used: header, capacity: firstCapacity, last: -1, first: first,
        firstCapacity: firstCapacity))
    pthread_setspecific(key, state)
    return state
  }

  /// Frees every chunk but the first and starts again from it: the end of a parse.
  static func reset() {
    let state = state()
    releaseChunks(state)
    state.pointee.chunk = state.pointee.first
    state.pointee.used = header
    state.pointee.capacity = state.pointee.firstCapacity
    state.pointee.last = -1
  }

  private static func releaseChunks(_ state: UnsafeMutablePointer<State>) {
    var chunk = state.pointee.chunk
    while chunk != state.pointee.first {
      let previous = chunk.load(as: UnsafeMutableRawPointer.self)
      free(chunk)
      chunk = previous
    }
  }

  /// `count` bytes, not zeroed; nil for a size no chunk could hold.
  static func allocate(_ count: Int) -> UnsafeMutableRawPointer? {
    guard count >= 0, count <= Int.max / 4 else { return nil }
    let rounded = (count + header - 1) & ~(header - 1)
    let state = state()
    if state.pointee.used + header + rounded > state.pointee.capacity {
      // A new chunk, twice the last or as large as the allocation needs.
      let capacity = max(state.pointee.capacity * 2, header * 2 + rounded)
      guard let chunk = malloc(capacity) else { return nil }
      chunk.storeBytes(of: state.pointee.chunk, as: UnsafeMutableRawPointer.self)
      state.pointee.chunk = chunk
      state.pointee.used = header
      state.pointee.capacity = capacity
    }
    let start = state.pointee.used
    let block = state.pointee.chunk + start
    block.storeBytes(of: count, as: Int.self)
    state.pointee.last = start
    state.pointee.used = start + header + rounded
    return block + header
  }

  /// `cmark_mem.calloc`: `count` × `size` bytes, zeroed.
  static func zeroed(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer? {
    let (total, overflow) = count.multipliedReportingOverflow(by: size)
    guard !overflow, let memory = allocate(total) else { return nil }
    memory.initializeMemory(as: UInt8.self, repeating: 0, count: total)
    return memory
  }

  /// `cmark_mem.realloc`: the last allocation grows in place while its chunk has room; any
  /// other is copied into a new one (the old stays until the arena's reset).
  static func resized(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer?
  {
    guard let pointer else { return allocate(size) }
    let old = (pointer - header).load(as: Int.self)
    guard size > old else { return pointer }
    guard size <= Int.max / 4 else { return nil }
    let state = state()
    let rounded = (size + header - 1) & ~(header - 1)
    if state.pointee.last >= 0, state.pointee.chunk + state.pointee.last + header == pointer,
      state.pointee.last + header + rounded <= state.pointee.capacity
    {
      (pointer - header).storeBytes(of: size, as: Int.self)
      state.pointee.used = state.pointee.last + header + rounded
      return pointer
    }
    guard let moved = allocate(size) else { return nil }
    moved.copyMemory(from: pointer, byteCount: old)
    return moved
  }

  /// Runs `body` with an allocator for one parse (`cmark_parser_new_with_mem`), then frees
  /// everything it allocated. Nothing `body` got from cmark may outlive it.
  static func withAllocator<Result>(_ body: (UnsafeMutablePointer<cmark_mem>) -> Result)
    -> Result
  {
    var memory = cmark_mem(
      calloc: { CmarkArena.zeroed($0, $1) }, realloc: { CmarkArena.resized($0, $1) },
      free: { _ in })
    defer { reset() }
    return body(&memory)
  }
}
