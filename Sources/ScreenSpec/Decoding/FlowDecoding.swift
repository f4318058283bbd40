import CollectionLayout
import Foundation

/// `UICollectionViewFlowLayout`.
extension LayoutDecoding {
    /// `UICollectionViewFlowLayout` and its properties.
    static func flowLayout(_ node: JSONNode) throws -> UICollectionViewFlowLayout {
        let o = try node.object()
        let layout = UICollectionViewFlowLayout()
        func size(_ key: String) throws -> CGSize? {
            try o.optional(key).map(flowSize)
        }
        if let s = try size("itemSize") {
            guard s.width > 0, s.height > 0 else {
                throw SpecError(path: o.path.isEmpty ? "itemSize" : "\(o.path).itemSize", "must be larger than 0×0")
            }
            layout.itemSize = s
        }
        if let n = o.optional("minimumInteritemSpacing") { layout.minimumInteritemSpacing = try n.signedLength() }
        if let n = o.optional("minimumLineSpacing") { layout.minimumLineSpacing = try n.signedLength() }
        if let n = o.optional("sectionInset") { layout.sectionInset = try edgeInsets(n) }
        if let n = o.optional("sectionInsetReference") {
            let references: KeyValuePairs<String, UICollectionViewFlowLayout.SectionInsetReference> =
                ["fromContentInset": .fromContentInset, "fromSafeArea": .fromSafeArea, "fromLayoutMargins": .fromLayoutMargins]
            layout.sectionInsetReference = try choice(n, references)
        }
        if let s = try size("headerReferenceSize") { layout.headerReferenceSize = s }
        if let s = try size("footerReferenceSize") { layout.footerReferenceSize = s }
        if let n = o.optional("scrollDirection") { layout.scrollDirection = try scrollDirection(n) }
        if let n = o.optional("estimatedItemSize") {
            if case .string = n.value {
                _ = try n.oneOf(["automaticSize"])
                layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            } else {
                let s = try flowSize(n)
                guard s.width > 0, s.height > 0 else { throw n.error("must be larger than 0×0 (or \"automaticSize\")") }
                layout.estimatedItemSize = s
            }
        }
        if let n = o.optional("sectionHeadersPinToVisibleBounds") { layout.sectionHeadersPinToVisibleBounds = try n.bool() }
        if let n = o.optional("sectionFootersPinToVisibleBounds") { layout.sectionFootersPinToVisibleBounds = try n.bool() }
        try o.finish()
        return layout
    }

    /// A `CGSize` as `{"width": w, "height": h}`, each finite and not negative (at most 100000).
    static func flowSize(_ node: JSONNode) throws -> CGSize {
        let s = try node.object()
        func side(_ key: String) throws -> CGFloat {
            let n = try s.required(key)
            let v = try n.length()
            return v
        }
        let size = CGSize(width: try side("width"), height: try side("height"))
        try s.finish()
        return size
    }
}
