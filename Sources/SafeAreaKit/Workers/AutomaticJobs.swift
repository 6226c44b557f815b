import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many processes an audit uses when `--jobs` is not given (issue 27, item 5): as many as
/// the machine has idle cores, and one for a small amount of work.
///
/// A worker process starts the tool again and reads every input again before it lays anything
/// out: on a 2-core machine that cost 0.2–0.7 s of CPU for apps of 35–73 IB files (COVIDSafe,
/// iNaturalist, Habitica, 29 November 2026: `--jobs 2` against `--jobs 1`), and a worker on a
/// core that other processes already use only takes time from this one. So a second process is
/// worth it only for a core nobody else uses and for more layouts than a worker's start costs.
public enum AutomaticJobs {
  /// The layouts (sources × environments) below which one process is used: about what a
  /// worker's start and second reading of the inputs cost in layouts (0.2 s at ~0.1 ms a layout;
  /// derived from the measurements above).
  public static let minimumLayoutsForWorkers = 2_000

  /// The process count for `cores` active cores, a one-minute load average `load` (the
  /// processes already running or waiting), and `layouts` expected layouts: 1 for fewer than
  /// ``minimumLayoutsForWorkers``; otherwise the idle cores, at least 1 and at most `cores`.
  public static func count(cores: Int, load: Double, layouts: Int) -> Int {
    guard layouts >= minimumLayoutsForWorkers, cores > 1 else { return 1 }
    let busy = load.isFinite && load > 0 ? Int(load.rounded(.down)) : 0
    return max(1, min(cores, cores - busy))
  }

  /// ``count(cores:load:layouts:)`` for this machine now (`getloadavg`; no load known: idle).
  public static func count(layouts: Int) -> Int {
    var averages = [Double](repeating: 0, count: 3)
    let read = getloadavg(&averages, 3)
    return count(
      cores: ProcessInfo.processInfo.activeProcessorCount, load: read > 0 ? averages[0] : 0,
      layouts: layouts)
  }
}
