/// Every constraint's items must name a view or layout guide of the document.
enum ItemCheck {
    static func check(_ document: IBDocument, _ context: ReadContext) throws(IBError) {
        var ids: Set<String> = []
        let views = document.allViews
        for view in views {
            ids.insert(view.id)
            for guide in view.layoutGuides { ids.insert(guide.id) }
        }
        for scene in document.scenes {
            for guide in scene.layoutGuides { ids.insert(guide.id) }
        }
        for view in views {
            for constraint in view.constraints + view.uninstalledConstraints {
                for (role, item) in [("firstItem", constraint.firstItem), ("secondItem", constraint.secondItem)] {
                    guard let item, !ids.contains(item) else { continue }
                    throw IBError(file: context.file, line: constraint.line,
                                  message: "constraint '\(constraint.id)': \(role) '\(ElementReader.quoted(item))' is not a view or layout guide of the document")
                }
            }
        }
    }
}
