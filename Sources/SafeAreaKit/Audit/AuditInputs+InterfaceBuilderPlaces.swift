import Foundation
import InterfaceBuilder
import LayoutAudit

extension AuditInputs {
  /// Project mode: what an app's storyboards and xibs say about its code screens that no code
  /// read shows (their context assumed).
  ///
  /// - A controller whose root view is a File's Owner xib designed as a part (a freeform size
  ///   that is no device's screen, or smaller than every screen: ``LayoutSource/isComponent``, as
  ///   for the xib alone) is a part its code places, not a full screen. Round I: PhishOD's
  ///   320 × 55 now-playing bar, which code inserts at the bottom of a navigation controller's
  ///   view, laid out full screen (3 false fold findings).
  /// - A controller that a storyboard scene instantiates (the scene's custom class) is that
  ///   scene's controller: its container, segues and the code that shows the scene decide its
  ///   bars, not a navigation controller assumed around the class. When its own code does not
  ///   set the bar, whether one is shown is not known, so what rests on the top edge is not
  ///   reported (as for an assumed full screen). Round I: hniosreader's controllers, whose
  ///   storyboard navigation controller hides its bar, add a back button at y 25 in
  ///   `viewDidLoad`; each was reported under an assumed shown bar (4 false findings).
  static func placeCodeScreens(
    _ units: inout [Unit], among interfaceBuilder: [LayoutSource], roots: [String]
  ) {
    let roots = roots.map { standardized($0) }
    func root(of file: String) -> String {
      let path = standardized(file)
      return roots.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? ""
    }
    // The first storyboard scene of each custom class, by app root; xibs designed as parts.
    var scenes: [String: String] = [:]  // lookups only
    var partNibs: [String: String] = [:]  // lookups only
    for source in interfaceBuilder {
      guard case .interfaceBuilder(let document, let scene) = source.kind else { continue }
      if document.kind == .storyboard, let custom = scene.controller.customClass {
        let key =
          root(of: source.file) + "\u{0}"
          + (custom.split(separator: ".").last.map(String.init) ?? custom)
        if scenes[key] == nil {
          scenes[key] =
            "\((source.file as NSString).lastPathComponent):\(scene.location.line)"
        }
      }
      if document.kind == .xib, scene.controller.kind == .filesOwner, source.isComponent,
        let size = scene.controller.view?.frame?.size
      {
        partNibs[standardized(source.file)] =
          "laid out from \((source.file as NSString).lastPathComponent), designed at"
          + " \(Geometry.points(size.width)) × \(Geometry.points(size.height)) pt ("
          + (source.isSmallerThanEveryScreen
            ? "smaller than any screen" : "a freeform size that is no device's screen") + ")"
      }
    }
    guard !scenes.isEmpty || !partNibs.isEmpty else { return }
    for unit in units.indices {
      for at in units[unit].sources.indices {
        let source = units[unit].sources[at]
        guard case .code(let screen) = source.kind, screen.kind == .controller,
          source.codeContext == nil, source.partContainer == nil, !source.keptPopover,
          source.assumedContext != nil
        else { continue }
        if let nib = source.codeRootNib, let why = partNibs[standardized(nib)] {
          units[unit].sources[at].partNib = why
        } else if !source.assumesFullScreen, !source.codeSetsAssumedBar,
          let scene = scenes[root(of: source.file) + "\u{0}" + screen.className]
        {
          units[unit].sources[at].assumesFullScreen = true
          units[unit].sources[at].assumedContext =
            "context assumed: '\(screen.className)' is the controller of storyboard scene"
            + " \(scene), which its storyboard or code shows; whether a navigation bar is above"
            + " it is not known"
        }
      }
    }
  }
}
