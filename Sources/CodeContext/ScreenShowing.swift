import TextEscaping

/// One place where the app's code shows a screen: what it shows (a storyboard scene, a nib, a
/// controller class), how (presented with a style, pushed, a child, a tab, the window's root),
/// and where.
///
/// ```swift
/// // let reader = UIStoryboard(name: "Main", bundle: nil)
/// //     .instantiateViewController(withIdentifier: "Reader")
/// // reader.modalPresentationStyle = .popover
/// // present(reader, animated: true)                     (FeedViewController.swift:212)
/// showing.screen              // .storyboardScene(storyboard: "Main", identifier: "Reader")
/// showing.way                 // .presented
/// showing.presentationStyle   // .name("popover")
/// showing.description         // "shown as a popover by FeedViewController.swift:212"
/// ```
public struct ScreenShowing: Hashable, Sendable, CustomStringConvertible {
  /// What is shown.
  public enum Screen: Hashable, Sendable, CustomStringConvertible {
    /// `instantiateViewController(withIdentifier:)` on a storyboard; `storyboard` is `nil` when
    /// the storyboard is the presenter's own (`self.storyboard`) or not known statically.
    case storyboardScene(storyboard: String?, identifier: String)
    /// `instantiateInitialViewController()` on a named storyboard.
    case storyboardInitial(storyboard: String)
    /// `init(nibName:bundle:)` with a literal name.
    case nib(String)
    /// An instance of a controller class made without a nib name (`ReaderViewController()`,
    /// `[[Reader alloc] init]`, `init(nibName: nil, bundle: nil)`): UIKit then loads the nib
    /// named after the class, if any.
    case controllerClass(String)

    public var description: String {
      switch self {
      case .storyboardScene(let storyboard, let identifier):
        "scene '\(identifier)'" + (storyboard.map { " of storyboard '\($0)'" } ?? "")
      case .storyboardInitial(let storyboard): "the initial scene of storyboard '\(storyboard)'"
      case .nib(let name): "nib '\(name)'"
      case .controllerClass(let name): "a new '\(name)'"
      }
    }
  }

  /// How it is shown.
  public enum Way: String, Hashable, Sendable {
    /// `present(_:animated:)`, `presentViewController:animated:completion:`.
    case presented
    /// `pushViewController(_:animated:)`, a navigation stack's `setViewControllers`.
    case pushed
    /// `addChild(_:)`: a child whose frame the container's code sets.
    case child
    /// The window's `rootViewController`.
    case windowRoot
    /// A column of a `UISplitViewController` built in code.
    case splitColumn
    /// `show(_:sender:)` / `showDetailViewController`: pushes or presents, as the container
    /// above the caller decides at run time.
    case shownAdaptively
  }

  public var screen: Screen
  /// The controller's class, when the code names it (a cast, an initializer).
  public var className: String?
  public var way: Way
  /// Whether it is the root of a `UINavigationController` made in code around it.
  public var inNavigationController: Bool
  /// Whether it is a tab of a `UITabBarController` made in code.
  public var inTabBarController: Bool
  /// The `modalPresentationStyle` set on what is presented (`nil`: none set, `.automatic`).
  public var presentationStyle: CodeValue?
  /// Where the style was set.
  public var styleLocation: SourceLocation?
  /// Where the code configures `popoverPresentationController` (a popover's source and arrows).
  public var popoverLocation: SourceLocation?
  /// `preferredContentSize` set before showing.
  public var preferredContentSize: CodeValue?
  /// `isNavigationBarHidden` / `setNavigationBarHidden` on the navigation controller made
  /// around it.
  public var navigationBarHidden: Bool?
  /// The class whose code shows it (`nil`: a free function or top-level code).
  public var shownBy: String?
  /// The statement that shows it.
  public var location: SourceLocation
  public var snippet: String
  /// Whether the statement runs only on some runtime branch.
  public var conditional: Bool
  /// For a popover: whether it stays a popover in a horizontally compact environment, because
  /// the popover's delegate (a class of the app, set by the code that shows it) answers
  /// `adaptivePresentationStyle(for:)` with `.none` ("The value provided by the presentation
  /// controller's delegate or `UIModalPresentationStyle.none`…", Apple's documentation of
  /// `UIPresentationController.adaptivePresentationStyle`; `.none` keeps the current style).
  public var keepsPopoverWhenCompact = false
  /// Where the presented controller's own code sets the style the showing uses, when the
  /// presenter sets none (``CodeIndex/withOwnStyle(_:)``): `Selectotron.swift:22`.
  public var ownStyleLocation: SourceLocation? = nil
  /// The app's helper the showing goes through (`present(_:_:)` at
  /// UIViewController+Helpers.swift:59), when the statement calls one.
  public var helper: String?
  /// The class of the outermost navigation or tab bar controller the statement makes around
  /// the screen (`NavigationController`, `ScrollTabBarController`), when it makes one: the
  /// controller that fills the window for a window root or a full-screen presentation.
  public var containerClass: String?
  /// For a child (`addChild(_:)`): the view the same code adds the child's view to
  /// (`scrollView.addSubview(child.view)`: `scrollView`; the parent's root view: `view`), when it
  /// adds it in the method that adds the child (or a helper that method runs in place).
  public var childViewHost: String?

  /// Whether the child's view goes into the parent's root view (`view.addSubview(child.view)`,
  /// `[self.view addSubview:child.view]`), rather than into a container view of the parent or
  /// somewhere the code read does not say.
  public var childViewInRootView: Bool {
    childViewHost == "view" || childViewHost == "self.view"
  }

  /// The showing in the words of a finding: `shown as a popover by Feed.swift:212`.
  public var description: String {
    let container =
      inTabBarController
      ? (inNavigationController ? " in a navigation controller in a tab" : " in a tab")
      : (inNavigationController ? " in a navigation controller" : "")
    switch way {
    case .presented:
      let style: String
      switch presentationStyle {
      case .name("popover"):
        style = keepsPopoverWhenCompact ? "as a popover (also in compact width)" : "as a popover"
      case .name(let name): style = "presented (\(name))"
      default: style = "presented"
      }
      let through = helper.map { " through \($0)" } ?? ""
      let own = ownStyleLocation.map { ", its own style by \($0.fileNameAndLine)" } ?? ""
      return "shown \(style)\(container) by \(location.fileNameAndLine)\(through)\(own)"
    case .pushed: return "pushed\(container) by \(location.fileNameAndLine)"
    case .child: return "added as a child controller by \(location.fileNameAndLine)"
    case .windowRoot: return "the window's root\(container) by \(location.fileNameAndLine)"
    case .splitColumn: return "a split view column by \(location.fileNameAndLine)"
    case .shownAdaptively: return "shown by show(_:sender:) at \(location.fileNameAndLine)"
    }
  }
}

/// Code that shows or instantiates a screen the index cannot name statically (an identifier
/// built at run time, a controller returned by a call it cannot follow).
public struct UnresolvedShowing: Hashable, Sendable {
  public var location: SourceLocation
  public var snippet: String
  /// Why it cannot be resolved.
  public var reason: String
  /// The class, when the code names it (a cast).
  public var className: String?
  /// How the code shows it (`nil`: not known).
  public var way: ScreenShowing.Way? = nil
}

/// A controller's `prepare(for:sender:)` giving a segue's destination a transitioning delegate
/// (``CodeIndex/segueTransitioningDelegates``): the segue identifiers its branch tests (`nil`:
/// every segue), and where.
public struct SegueTransitioning: Hashable, Sendable {
  public var identifiers: [String]?
  public var location: SourceLocation
  /// Where the same branch sets the destination's `modalPresentationStyle` to `.custom`
  /// (`controller.modalPresentationStyle = UIModalPresentationCustom`), when it does.
  public var customStyleLocation: SourceLocation? = nil
  /// Where the same `prepare(for:sender:)` sets the destination's
  /// `modalPresentationCapturesStatusBarAppearance` to true, when it does: the presented
  /// controller then decides the status bar though its presentation does not fill the screen.
  public var capturesStatusBarLocation: SourceLocation? = nil
}

/// A `UIStoryboardSegue` subclass whose `perform()` sets its destination's
/// `modalPresentationStyle` before it presents (``CodeIndex/segueClassStyles``): the style by
/// device idiom (`phone`, `pad`; an idiom absent keeps the destination's own), and where.
public struct SegueClassStyle: Hashable, Sendable {
  public var byIdiom: [String: String]
  public var location: SourceLocation
}

/// A screen the code makes the root of a navigation controller
/// (`[[NavigationController alloc] initWithRootViewController:[storyboard
/// instantiateInitialViewController]]`), whatever it then does with that navigation controller
/// (shows it, or hands it to code the index does not read).
public struct NavigationWrap: Hashable, Sendable {
  public var screen: ScreenShowing.Screen
  /// The navigation controller's class (`UINavigationController` or the app's subclass).
  public var navigationClass: String
  public var location: SourceLocation
  /// Whether the navigation controller class's own code hides its bar (`nil`: it does not say).
  public var barHidden: Bool? = nil
}
