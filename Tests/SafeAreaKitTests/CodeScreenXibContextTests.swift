import CodeScreens
import DeviceCatalog
import Foundation
import HeadlessUIKit
import Testing

@testable import SafeAreaKit

/// A controller whose view is in its xib is laid out as a code screen with the xib inside it
/// (project mode drops the xib's own scene), so the context the app's code gives it must come
/// with it: round G's Cosmostation listed 105 scenes "shown as the code says" before, 65 after,
/// the 40 others being such controllers (`AllChainVoteStartVC`, presented by `ServiceVC`).
/// Rewritten small: `ServiceViewController` presents `ChatViewController` (its view in
/// `ChatViewController.xib`) full screen.
@Suite("Project mode: a controller laid out with its xib keeps the context its code gives")
@MainActor
struct CodeScreenXibContextTests {
  @Test("presented by another screen's code: laid out presented, not assumed")
  func presentedWithItsXib() throws {
    let (folder, chat) = try ProjectNibsTests.project()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let service = (folder as NSString).appendingPathComponent("ServiceViewController.swift")
    try """
    import UIKit
    class ServiceViewController: UIViewController {
      func openChat() {
        let chat = ChatViewController(nibName: "ChatViewController", bundle: nil)
        chat.modalPresentationStyle = .fullScreen
        present(chat, animated: true)
      }
    }
    """.write(toFile: service, atomically: true, encoding: .utf8)
    let sources = try CodeScreenSources.load([chat, service], project: true, messages: .discarded)
    let source = try #require(sources.first { $0.name.hasSuffix("#ChatViewController") })
    #expect(source.codeRootNib?.hasSuffix("ChatViewController.xib") == true)
    #expect(source.assumedContext == nil, "\(source.assumedContext ?? "")")
    let environment = Environment(
      device: DeviceCatalog.device(named: "iPhone X") ?? DeviceCatalog.newestPhone,
      orientation: .portrait, ios: 17)
    let window = try source.makeWindow(environment)
    let presented = try #require(window.rootViewController?.presentedViewController)
    // Full screen: the xib's button 20 pt above the safe area's bottom (812 − 34 − 20 − 44).
    var found: CGRect?
    var pending: [UIView] = [window]
    while let view = pending.popLast() {
      if view.sceneID == "sendButton" { found = view.frameInWindow }
      pending += view.subviews
    }
    let frame = try #require(found)
    #expect(abs(frame.minY - 714) < 0.01, "\(frame) \(presented)")
  }
}
