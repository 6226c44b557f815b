// InterfaceBuilder: .storyboard / .xib documents → HeadlessUIKit object graphs.
