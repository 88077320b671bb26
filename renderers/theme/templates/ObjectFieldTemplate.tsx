/**
 * An object's properties on a 12-column grid (`ui:options.span` per property, as `--rh-span`, so
 * that theme.css stacks them in one column on a phone). At the root,
 * `ui:options.tabs` splits them into Blueprint tabs and only the open tab is mounted, so a
 * keystroke never re-renders the fields of the other tabs.
 */
import { H5, Tab, Tabs } from '@blueprintjs/core';
import type { ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps, UiSchema } from '@rjsf/utils';
import { useContext, useState } from 'react';
import { FormTabsContext } from '../../../engine/react/form-tabs';
import type { TabLayout } from '../../../engine/react/form-tabs';

const spanOf = (uiSchema: UiSchema | undefined, name: string): number => {
  const span = (uiSchema?.[name] as UiSchema | undefined)?.['ui:options']?.span;
  return typeof span === 'number' ? span : 12;
};

function Grid({ properties, uiSchema }: { properties: ObjectFieldTemplatePropertyType[]; uiSchema?: UiSchema }) {
  return (
    <div className="rh-form-grid">
      {properties.map((property) =>
        property.hidden ? (
          property.content
        ) : (
          <div key={property.name} className="rh-form-cell" style={{ '--rh-span': spanOf(uiSchema, property.name) } as React.CSSProperties}>
            {property.content}
          </div>
        ),
      )}
    </div>
  );
}

function TabbedProperties({ tabs, properties, uiSchema }: { tabs: TabLayout[]; properties: ObjectFieldTemplatePropertyType[]; uiSchema?: UiSchema }) {
  const context = useContext(FormTabsContext);
  const [ownTab, setOwnTab] = useState(tabs[0]?.id);
  const selected = context.selectedTab ?? ownTab;
  const select = context.onTabChange ?? setOwnTab;
  return (
    <Tabs id="rh-form-tabs" selectedTabId={selected} onChange={(tab) => select(String(tab))} renderActiveTabPanelOnly>
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          id={tab.id}
          title={tab.title}
          panel={<Grid properties={properties.filter((p) => tab.fields.includes(p.name))} uiSchema={uiSchema} />}
        />
      ))}
    </Tabs>
  );
}

export function ObjectFieldTemplate({ properties, uiSchema, fieldPathId, title }: ObjectFieldTemplateProps): React.JSX.Element {
  const isRoot = fieldPathId.path.length === 0;
  const tabs = uiSchema?.['ui:options']?.tabs as TabLayout[] | undefined;
  if (isRoot && tabs?.length) {
    return <TabbedProperties tabs={tabs} properties={properties} uiSchema={uiSchema} />;
  }
  // An item of a list (an alternative) sits in its row with no heading of its own.
  const isItem = typeof fieldPathId.path.at(-1) === 'number';
  return (
    <fieldset id={fieldPathId.$id} className="rh-object-field">
      {!isRoot && !isItem && title && <H5>{title}</H5>}
      <Grid properties={properties} uiSchema={uiSchema} />
    </fieldset>
  );
}
