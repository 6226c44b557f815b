import Dispatch
import Foundation

/// Work spread over threads, results in input order.
package enum Parallel {
  /// `transform` applied to every element on `jobs` threads (the calling thread alone for one
  /// job), each thread taking the next element when it is done with one.
  package static func map<Element, Result>(
    _ elements: [Element], jobs: Int, _ transform: (Element) -> Result
  ) -> [Result] {
    let workers = min(max(jobs, 1), elements.count)
    guard workers > 1 else { return elements.map(transform) }
    return withoutActuallyEscaping(transform) { transform in
      let work = ParallelWork(elements, transform)
      DispatchQueue.concurrentPerform(iterations: workers) { _ in work.runWorker() }
      return work.results.compactMap { $0 }
    }
  }
}

/// What ``Parallel/map(_:jobs:_:)``'s threads share: the input, the work and the results, behind
/// a lock (each element is transformed by exactly one thread; the transform's own state is its
/// caller's responsibility).
private final class ParallelWork<Element, Result>: @unchecked Sendable {
  let elements: [Element]
  let transform: (Element) -> Result
  var results: [Result?]
  var next = 0
  let lock = NSLock()

  init(_ elements: [Element], _ transform: @escaping (Element) -> Result) {
    self.elements = elements
    self.transform = transform
    self.results = Array(repeating: nil, count: elements.count)
  }

  func runWorker() {
    while true {
      lock.lock()
      let index = next
      next += 1
      lock.unlock()
      guard index < elements.count else { return }
      let result = transform(elements[index])
      lock.lock()
      results[index] = result
      lock.unlock()
    }
  }
}
