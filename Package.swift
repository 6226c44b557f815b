// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny")
]

let package = Package(
  name: "SafeAreaKit",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "TextEscaping", targets: ["TextEscaping"]),
    .library(name: "AutoLayoutSolver", targets: ["AutoLayoutSolver"]),
    .library(name: "DeviceCatalog", targets: ["DeviceCatalog"]),
    .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    .library(name: "SceneDocument", targets: ["SceneDocument"]),
    .library(name: "LayoutInspection", targets: ["LayoutInspection"]),
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
    .library(name: "Findings", targets: ["Findings"]),
    .library(name: "LayoutAudit", targets: ["LayoutAudit"]),
    .library(name: "LayoutRender", targets: ["LayoutRender"]),
    .library(name: "SourceLint", targets: ["SourceLint"]),
    .library(name: "XcodeProject", targets: ["XcodeProject"]),
    .library(name: "CodeScreens", targets: ["CodeScreens"]),
    .executable(name: "safearea", targets: ["safearea"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
  ],
  targets: [
    .target(name: "TextEscaping", swiftSettings: strictSettings),
    .target(name: "AutoLayoutSolver", swiftSettings: strictSettings),
    .target(name: "DeviceCatalog", swiftSettings: strictSettings),
    .target(
      name: "HeadlessUIKit",
      dependencies: ["AutoLayoutSolver", "DeviceCatalog"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "SceneDocument",
      dependencies: [
        "HeadlessUIKit", "DeviceCatalog", "TextEscaping", .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "LayoutInspection",
      dependencies: ["HeadlessUIKit", "DeviceCatalog", "TextEscaping"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "InterfaceBuilder",
      dependencies: ["HeadlessUIKit", "DeviceCatalog", "TextEscaping"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "Findings",
      dependencies: [
        "DeviceCatalog", "TextEscaping", .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: strictSettings
    ),
    .target(name: "XcodeProject", dependencies: ["TextEscaping"], swiftSettings: strictSettings),
    .target(
      name: "LayoutAudit",
      dependencies: [
        "HeadlessUIKit", "DeviceCatalog", "LayoutInspection", "TextEscaping", "Findings",
        "XcodeProject",
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "LayoutRender",
      dependencies: ["HeadlessUIKit", "DeviceCatalog", "LayoutAudit"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "SourceLint",
      dependencies: [
        "DeviceCatalog", "HeadlessUIKit", "Findings", "XcodeProject", "TextEscaping",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      swiftSettings: strictSettings
    ),
    .target(
      name: "CodeScreens",
      dependencies: [
        "SourceLint", "SceneDocument", "HeadlessUIKit", "DeviceCatalog",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "safearea",
      dependencies: [
        "DeviceCatalog", "HeadlessUIKit", "SceneDocument", "LayoutInspection",
        "InterfaceBuilder", "LayoutAudit", "LayoutRender", "TextEscaping", "Findings",
        "SourceLint", "XcodeProject", "CodeScreens",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "Benchmarks",
      dependencies: [
        "AutoLayoutSolver", "DeviceCatalog", "HeadlessUIKit", "SceneDocument", "LayoutAudit",
        "InterfaceBuilder", "SourceLint", "XcodeProject",
      ],
      path: "Benchmarks",
      exclude: ["kiwi"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "SafeAreaFuzz",
      dependencies: [
        "DeviceCatalog", "HeadlessUIKit", "SceneDocument", "InterfaceBuilder", "LayoutAudit",
      ],
      path: "Fuzz/SafeAreaFuzz",
      swiftSettings: strictSettings
    ),
    .testTarget(name: "TextEscapingTests", dependencies: ["TextEscaping"]),
    .testTarget(name: "AutoLayoutSolverTests", dependencies: ["AutoLayoutSolver"]),
    .testTarget(name: "DeviceCatalogTests", dependencies: ["DeviceCatalog"]),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "DeviceCatalog"]),
    .testTarget(
      name: "SceneDocumentTests",
      dependencies: ["SceneDocument", "HeadlessUIKit", "DeviceCatalog", "LayoutInspection"]
    ),
    .testTarget(
      name: "LayoutInspectionTests", dependencies: ["LayoutInspection", "HeadlessUIKit"]),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: ["InterfaceBuilder", "HeadlessUIKit", "DeviceCatalog"]
    ),
    .testTarget(name: "FindingsTests", dependencies: ["Findings"], exclude: ["Goldens"]),
    .testTarget(
      name: "LayoutAuditTests",
      dependencies: [
        "LayoutAudit", "HeadlessUIKit", "DeviceCatalog", "SceneDocument", "LayoutInspection",
        "Findings", "XcodeProject",
      ]
    ),
    .testTarget(
      name: "LayoutRenderTests",
      dependencies: [
        "LayoutRender", "LayoutAudit", "HeadlessUIKit", "DeviceCatalog", "SceneDocument",
      ]
    ),
    .testTarget(
      name: "SourceLintTests",
      dependencies: [
        "SourceLint", "DeviceCatalog", "HeadlessUIKit", "Findings",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject"]),
    .testTarget(
      name: "CodeScreensTests",
      dependencies: ["CodeScreens", "SceneDocument", "HeadlessUIKit", "DeviceCatalog"]
    ),
    .testTarget(name: "SafeAreaCLITests", dependencies: ["safearea"], exclude: ["Golden"]),
  ]
)
