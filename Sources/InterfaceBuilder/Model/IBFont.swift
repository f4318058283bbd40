/// A font: `<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="16"/>` is
/// `IBFont(kind: .system(weight: .semibold), pointSize: 16)`; `style="UICTFontTextStyleBody"` is `.textStyle`;
/// `name="Futura-Medium" family="Futura" pointSize="15"` is `.named`; `type="boldSystem"` is `.boldSystem`.
/// In an attributed string, `<font key="NSFont" metaFont="system" size="16"/>` is `.system(weight: nil)`.
public struct IBFont: Sendable, Equatable {
    public var kind: IBFontKind
    /// `pointSize=` (text styles carry one too: the size at the default content size category).
    public var pointSize: Double?

    public init(kind: IBFontKind, pointSize: Double?) {
        self.kind = kind
        self.pointSize = pointSize
    }
}

/// The family of an `IBFont`.
public enum IBFontKind: Sendable, Equatable {
    /// `type="system"`, with `weight=` when written (nil = regular).
    case system(weight: IBFontWeight?)
    case boldSystem
    case italicSystem
    /// `style="UICTFontTextStyleHeadline"`: the UIFont.TextStyle raw value.
    case textStyle(String)
    /// `name="HelveticaNeue" family="Helvetica Neue"`.
    case named(name: String, family: String?)
}

/// UIFont.Weight as IB spells it.
public enum IBFontWeight: String, Sendable, Equatable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}
