import Testing

@testable import SafeAreaKit

/// The process count chosen without `--jobs` (Documentation/Audit.md, "--jobs"): the idle cores,
/// where a core is busy only if the one-minute load average and the last moment's CPU use agree.
struct AutomaticJobsTests {
  @Test func smallWorkIsOneProcess() {
    #expect(AutomaticJobs.count(cores: 8, load: 0, busyNow: 0, layouts: 1_999) == 1)
    #expect(AutomaticJobs.count(cores: 1, load: 0, busyNow: 0, layouts: 50_000) == 1)
  }

  /// The 30 November 2026 benchmark: load 1.1–1.3 left by the benchmark's own previous runs, the
  /// machine idle now — two processes, not one.
  @Test func aLoadAverageThatIsOnlyThePastDoesNotCount() {
    #expect(AutomaticJobs.count(cores: 2, load: 1.2, busyNow: 0.05, layouts: 5_000) == 2)
    #expect(AutomaticJobs.count(cores: 2, load: 1.2, busyNow: nil, layouts: 5_000) == 1)
  }

  /// Another build running on one of two cores: both signals say busy.
  @Test func workThatGoesOnCounts() {
    #expect(AutomaticJobs.count(cores: 2, load: 1.4, busyNow: 0.9, layouts: 5_000) == 1)
    #expect(AutomaticJobs.count(cores: 4, load: 2.5, busyNow: 3.6, layouts: 5_000) == 2)
    #expect(AutomaticJobs.count(cores: 4, load: 9, busyNow: 4, layouts: 5_000) == 1)
  }

  @Test func nonFiniteOrHugeReadingsStayInRange() {
    #expect(AutomaticJobs.count(cores: 2, load: .nan, busyNow: .infinity, layouts: 5_000) == 2)
    #expect(AutomaticJobs.count(cores: 2, load: 1e300, busyNow: 1e300, layouts: 5_000) == 1)
    #expect(AutomaticJobs.count(cores: 2, load: -3, busyNow: -1, layouts: 5_000) == 2)
  }

  /// proc(5): `cpu user nice system idle iowait irq softirq steal guest guest_nice`.
  @Test func procStatLine() throws {
    let times = try #require(AutomaticJobs.cpuTimes(line: "cpu  100 5 50 800 45 0 0 0 0 0"))
    #expect(times.busy == 155)
    #expect(times.total == 1_000)
    #expect(AutomaticJobs.cpuTimes(line: "cpu  1 2 x") == nil)
    let busy = AutomaticJobs.busyCores(first: (155, 1_000), second: (255, 1_200), cores: 2)
    #expect(busy == 1.0)
    #expect(AutomaticJobs.busyCores(first: (155, 1_000), second: (155, 1_000), cores: 2) == nil)
  }
}
