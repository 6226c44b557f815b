import Foundation
import Testing

/// `audit` on code screens: suppression comments in the source (lint's syntax) turn a finding off
/// at the line it names (issue 28). The screen is a small rewrite of MVVMReactiveCocoa's trending
/// controller: a (coloured) strip framed at the top of a pushed controller, under its navigation
/// bar.
@Suite("audit: code screens")
struct CodeScreenCommandTests {
  static func folder(_ source: String) throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("CodeScreenCommandTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try source.write(
      to: directory.appendingPathComponent("BarViewController.m"), atomically: true,
      encoding: .utf8)
    return directory
  }

  static func source(suppressed: Bool) -> String {
    """
    @implementation BarViewController
    - (void)viewDidLoad {
        [super viewDidLoad];
        self.title = @"Trending";
    \(suppressed ? "    // safearea:disable-next-line content_under_bar\n" : "")\
        UIView *strip = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 44)];
        [self.view addSubview:strip];
        strip.backgroundColor = [UIColor whiteColor];
    }
    @end
    """
  }

  @Test("a finding on a code screen, and the same screen with a suppression comment above it")
  func suppressionComment() throws {
    let plain = try Self.folder(Self.source(suppressed: false))
    defer { try? FileManager.default.removeItem(at: plain) }
    let found = try safearea(
      ["audit", "BarViewController.m", "--devices", "iPhone 8", "--orientations", "portrait"],
      in: plain)
    #expect(found.stdout.contains("BarViewController.m:5:"), "\(found.stdout)")
    #expect(found.stdout.contains("[content_under_bar]"), "\(found.stdout)")
    let quiet = try Self.folder(Self.source(suppressed: true))
    defer { try? FileManager.default.removeItem(at: quiet) }
    let suppressed = try safearea(
      ["audit", "BarViewController.m", "--devices", "iPhone 8", "--orientations", "portrait"],
      in: quiet)
    #expect(!suppressed.stdout.contains("[content_under_bar]"), "\(suppressed.stdout)")
  }
}
