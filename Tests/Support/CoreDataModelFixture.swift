/// A Core Data model's `contents` as Xcode writes it (our own, for the tests): `Track` generated as a
/// class (`codeGenerationType="class"`), `Manga` the app's own (Manual/None), `Note` a category.
public let coreDataModelFixture = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
        <entity name="Track" representedClassName=".TrackObject" syncable="YES" codeGenerationType="class">
            <attribute name="id" attributeType="String" defaultValueString=""/>
            <attribute name="status" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="score" optional="YES" attributeType="Integer 32" usesScalarValueType="NO"/>
            <attribute name="added" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            <relationship name="manga" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Manga"/>
            <relationship name="notes" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Note"/>
        </entity>
        <entity name="Manga" representedClassName="MangaObject" syncable="YES"/>
        <entity name="Note" representedClassName="NoteObject" syncable="YES" codeGenerationType="category">
            <attribute name="text" optional="YES" attributeType="String"/>
        </entity>
    </model>
    """
