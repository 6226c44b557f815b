import Foundation

extension Device {
  /// The portrait width (points) from which a phone's horizontal size class in landscape is
  /// regular: Apple's size-class table makes every 414-pt and wider iPhone (the Plus phones, XR,
  /// XS Max, 11, 11 Pro Max, 12–13 Pro Max, 14 Plus, 14–16 Pro Max, 15–16 Plus, Air, 17 Pro Max)
  /// regular in landscape and every narrower one compact. See `Documentation/DeviceCatalog.md`.
  public static let regularLandscapeWidthThreshold: CGFloat = 414

  /// The landscape horizontal size class the catalog's width rule gives a phone `portraitWidth`
  /// points wide.
  public static func landscapeHorizontalSizeClass(portraitWidth: CGFloat) -> SizeClass {
    portraitWidth + PointFormat.epsilon >= regularLandscapeWidthThreshold ? .regular : .compact
  }

  /// The home-indicator inset of a Face-ID phone in landscape: 21 up to iOS 18, 20 from iOS 26
  /// (R1.2a).
  public static func landscapeHomeIndicatorInset(ios: Int) -> CGFloat {
    ios >= 26 ? 20 : 21
  }

  /// A phone the catalog does not hold (the scene file's custom device), with every value the
  /// arguments do not give derived from the catalog's rules and marked `.derived`.
  ///
  /// - Parameters:
  ///   - name: the display name; the id is `custom-` followed by its slug.
  ///   - width: the portrait width in points.
  ///   - height: the portrait height in points.
  ///   - scale: `UIScreen.scale`.
  ///   - portraitSafeArea: the window's insets in portrait with the status bar shown.
  ///   - landscapeSafeArea: the window's insets in landscape with the status bar hidden; when
  ///     `nil`, derived by R1.2a (left = right = the portrait top and a 21-pt bottom, 20 on
  ///     iOS 26, on phones with a housing or home indicator; all zero on home-button phones, R1.1).
  ///   - statusBar: the portrait status-bar height; when `nil`, the portrait top inset.
  ///   - homeIndicator: whether the phone has a home indicator instead of a home button.
  ///   - cornerRadius: the display corner radius in points.
  /// - Returns: a device with idiom `.phone`, housing `.notch` when the portrait top exceeds the
  ///   status bar or `homeIndicator` is true (else `.none`), and the landscape size class of
  ///   ``regularLandscapeWidthThreshold``.
  ///
  /// ```swift
  /// let phone = Device.custom(
  ///   name: "Concept", width: 400, height: 880, scale: 3,
  ///   portraitSafeArea: EdgeInsets(top: 60, left: 0, bottom: 34, right: 0),
  ///   landscapeSafeArea: nil, statusBar: nil, homeIndicator: true, cornerRadius: 60)
  /// ```
  public static func custom(
    name: String, width: CGFloat, height: CGFloat, scale: CGFloat,
    portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets?, statusBar: CGFloat?,
    homeIndicator: Bool, cornerRadius: CGFloat
  ) -> Device {
    let given = Provenance.measured("custom device")
    let statusBarHeight: Sourced<CGFloat> =
      statusBar.map { Sourced(Swift.max(0, $0), given) }
      ?? Sourced(Swift.max(0, portraitSafeArea.top), .derived("custom: status bar = portrait top"))
    let hasHousing =
      homeIndicator || portraitSafeArea.top > statusBarHeight.value + PointFormat.epsilon
    let housing = SensorHousing(kind: hasHousing ? .notch : .none)

    // R1.3, R1.3a: a housing keeps the top inset with the status bar hidden; otherwise the
    // status bar's height leaves the top inset.
    var hidden = portraitSafeArea
    if !hasHousing {
      hidden.top = Swift.max(0, portraitSafeArea.top - statusBarHeight.value)
    }
    let portraitHidden = Sourced(hidden, .derived(hasHousing ? "R1.3; R1.3a" : "R1.3"))

    func table(ios: Int) -> WindowInsetsTable {
      let landscape: Sourced<EdgeInsets>
      if let landscapeSafeArea {
        landscape = Sourced(landscapeSafeArea, given)
      } else if hasHousing {
        let side = portraitSafeArea.top
        let bottom = homeIndicator ? landscapeHomeIndicatorInset(ios: ios) : 0
        landscape = Sourced(
          EdgeInsets(top: 0, left: side, bottom: bottom, right: side), .derived("R1.2a"))
      } else {
        landscape = Sourced(.zero, .derived("R1.1; R1.4"))
      }
      var shown: Sourced<EdgeInsets>?
      if !hasHousing {
        var value = landscape.value
        value.top = statusBarHeight.value
        shown = Sourced(value, .derived("R1.4a"))
      }
      return WindowInsetsTable(
        portrait: Sourced(portraitSafeArea, given), portraitStatusBarHidden: portraitHidden,
        landscape: landscape, landscapeStatusBarShown: shown)
    }

    let insets: Versioned<WindowInsetsTable>
    if landscapeSafeArea == nil, hasHousing, homeIndicator {
      insets = Versioned([(0, table(ios: 18)), (26, table(ios: 26))])
    } else {
      insets = Versioned(always: table(ios: IOSBehaviour.newest))
    }

    return Device(
      id: "custom-" + DeviceCatalog.slug(name), name: name, identifiers: [], idiom: .phone,
      releaseYear: nil, firstIOS: nil, lastIOS: nil,
      portraitSize: CGSize(width: width, height: height), scale: scale,
      cornerRadius: Sourced(cornerRadius, given), housing: housing,
      hasHomeIndicator: homeIndicator,
      landscapeHorizontalSizeClass: Sourced(
        landscapeHorizontalSizeClass(portraitWidth: width),
        .derived("size-class width rule (portrait width >= 414 is regular)")),
      statusBarHeight: Versioned(always: statusBarHeight), windowInsets: insets,
      navigationBarTop: Versioned(always: nil), isCustom: true, sources: "custom device")
  }
}
