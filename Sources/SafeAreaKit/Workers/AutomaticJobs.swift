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
  /// processes already running or waiting), the cores busy over the last moment `busyNow`
  /// (`nil`: not known), and `layouts` expected layouts: 1 for fewer than
  /// ``minimumLayoutsForWorkers``; otherwise the idle cores, at least 1 and at most `cores`.
  ///
  /// The load average lags by a minute: right after other work ends (a build, or this tool's own
  /// previous run) it still counts that work. So where the busy cores of the last moment are
  /// known, a core counts as busy only if both say so (the smaller of the two, `busyNow` rounded
  /// to the nearest core).
  public static func count(cores: Int, load: Double, busyNow: Double? = nil, layouts: Int) -> Int {
    guard layouts >= minimumLayoutsForWorkers, cores > 1 else { return 1 }
    var busy = load.isFinite && load > 0 ? Double(Int(min(load, 1e6).rounded(.down))) : 0
    if let busyNow, busyNow.isFinite {
      busy = min(busy, max(0, min(busyNow, 1e6)).rounded())
    }
    return max(1, min(cores, cores - Int(busy)))
  }

  /// ``count(cores:load:busyNow:layouts:)`` for this machine now (`getloadavg`; no load known:
  /// idle; the busy cores of the last 50 ms from `/proc/stat` where there is one).
  public static func count(layouts: Int) -> Int {
    guard layouts >= minimumLayoutsForWorkers else { return 1 }
    var averages = [Double](repeating: 0, count: 3)
    let read = getloadavg(&averages, 3)
    return count(
      cores: ProcessInfo.processInfo.activeProcessorCount, load: read > 0 ? averages[0] : 0,
      busyNow: busyCoresNow(), layouts: layouts)
  }

  /// The cores busy (not idle, not waiting for I/O) over 50 ms, from two readings of
  /// `/proc/stat`'s `cpu` line (Linux, proc(5)); `nil` where it cannot be read. This process
  /// sleeps meanwhile, so its own work is not counted.
  static func busyCoresNow() -> Double? {
    guard let first = cpuTimes() else { return nil }
    usleep(50_000)
    guard let second = cpuTimes() else { return nil }
    return busyCores(
      first: first, second: second, cores: ProcessInfo.processInfo.activeProcessorCount)
  }

  /// The busy cores between two `(busy, total)` jiffy readings of `/proc/stat`'s `cpu` line.
  static func busyCores(
    first: (busy: UInt64, total: UInt64), second: (busy: UInt64, total: UInt64), cores: Int
  )
    -> Double?
  {
    guard second.total > first.total, second.busy >= first.busy else { return nil }
    let fraction = Double(second.busy - first.busy) / Double(second.total - first.total)
    return min(1, fraction) * Double(cores)
  }

  /// `(busy, total)` jiffies of `/proc/stat`'s first line, `cpu user nice system idle iowait irq
  /// softirq steal …`: idle and iowait are not busy; guest time is already in user (proc(5)).
  static func cpuTimes() -> (busy: UInt64, total: UInt64)? {
    guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
      let line = text.split(separator: "\n", maxSplits: 1).first, line.hasPrefix("cpu ")
    else { return nil }
    return cpuTimes(line: line)
  }

  /// `(busy, total)` jiffies of one `cpu` line of `/proc/stat`.
  static func cpuTimes(line: Substring) -> (busy: UInt64, total: UInt64)? {
    let fields = line.split(separator: " ").dropFirst().prefix(8).compactMap { UInt64($0) }
    guard fields.count >= 5 else { return nil }
    let (total, overflow) = fields.reduce((UInt64(0), false)) { sum, value in
      let added = sum.0.addingReportingOverflow(value)
      return (added.partialValue, sum.1 || added.overflow)
    }
    guard !overflow else { return nil }
    let idle = fields[3] + fields[4]
    return (total - idle, total)
  }
}
