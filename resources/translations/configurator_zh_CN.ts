<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <source>GPU Workstation Configurator</source>
        <translation>GPU 工作站配置器</translation>
    </message>
    <message>
        <source>The parts catalog cannot be loaded:
{error}</source>
        <translation>无法加载配件库：
{error}</translation>
    </message>
</context>
<context>
    <name>Bom</name>
    <message>
        <source>Chassis</source>
        <translation>机箱</translation>
    </message>
    <message>
        <source>Motherboard</source>
        <translation>主板</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>处理器</translation>
    </message>
    <message>
        <source>CPU cooler</source>
        <translation>CPU 散热器</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>硬盘</translation>
    </message>
    <message>
        <source>PSU</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Power adapter</source>
        <translation>电源转接线</translation>
    </message>
    <message>
        <source>Add-in card</source>
        <translation>扩展卡</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>桥接器</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>VALIDATED</source>
        <translation>已通过验证 · VALIDATED</translation>
    </message>
    <message>
        <source>NOT VALIDATED</source>
        <translation>未通过验证 · NOT VALIDATED</translation>
    </message>
    <message>
        <source>{n} error(s)</source>
        <translation>{n} 个错误</translation>
    </message>
    <message>
        <source>{n} warning(s)</source>
        <translation>{n} 个警告</translation>
    </message>
    <message>
        <source>{n} note(s)</source>
        <translation>{n} 条提示</translation>
    </message>
    <message>
        <source>{n} waived</source>
        <translation>{n} 条已豁免</translation>
    </message>
    <message>
        <source>missing {parts}</source>
        <translation>缺少{parts}</translation>
    </message>
    <message>
        <source>{n} GPU(s) not placed in a slot</source>
        <translation>{n} 块显卡未装入插槽</translation>
    </message>
    <message>
        <source>incomplete: {reasons}</source>
        <translation>配置不完整：{reasons}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between two reasons</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>Untitled build</source>
        <translation>未命名配置</translation>
    </message>
    <message>
        <source>your part</source>
        <translation>自有部件</translation>
    </message>
    <message>
        <source>your price; catalog {price}</source>
        <translation>自定价格；目录价 {price}</translation>
    </message>
    <message>
        <source>your price</source>
        <translation>自定价格</translation>
    </message>
    <message>
        <source>slot {slot}</source>
        <translation>插槽 {slot}</translation>
    </message>
    <message>
        <source>slots {slots}</source>
        <translation>插槽 {slots}</translation>
    </message>
    <message>
        <source>custom part</source>
        <translation>自定义配件</translation>
    </message>
    <message>
        <source>{n} fan(s) at {w:g} W</source>
        <translation>{n} 个风扇，每个 {w:g} W</translation>
    </message>
    <message>
        <source>{n} redundant</source>
        <translation>{n} 个冗余</translation>
    </message>
    <message>
        <source>not placed in a slot: no power counted</source>
        <translation>未装入插槽：不计功耗</translation>
    </message>
    <message>
        <source>power limit {w:,.0f} W</source>
        <translation>功率限制 {w:,.0f} W</translation>
    </message>
    <message>
        <source>{a} to {b}</source>
        <translation>{a} 至 {b}</translation>
    </message>
    <message>
        <source>no price entered: not in the total</source>
        <translation>未填写价格：不计入合计</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Part id</source>
        <translation>配件编号</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Manufacturer</source>
        <translation>制造商</translation>
    </message>
    <message>
        <source>MPN</source>
        <translation>型号（MPN）</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit price USD</source>
        <translation>单价（美元）</translation>
    </message>
    <message>
        <source>Extended price USD</source>
        <translation>小计（美元）</translation>
    </message>
    <message>
        <source>Peak W each</source>
        <translation>单件峰值 W</translation>
    </message>
    <message>
        <source>Peak W total</source>
        <translation>峰值功耗合计（W）</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Source URL</source>
        <translation>来源网址</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>To buy</source>
        <translation>需购买</translation>
    </message>
    <message>
        <source>Generated {date} by {app} {version} · catalog {catalog}</source>
        <translation>{date} 由 {app} {version} 生成 · 配件库 {catalog}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Prices in USD; catalog prices are dated estimates.</source>
        <translation>价格以美元计；配件库价格为注明日期的估价。</translation>
    </message>
    <message>
        <source>Page {n} of {count}</source>
        <translation>第 {n} 页，共 {count} 页</translation>
    </message>
    <message>
        <source>Bill of materials: {name}</source>
        <translation>物料清单：{name}</translation>
    </message>
    <message>
        <source>Chassis drawing</source>
        <translation>机箱示意图</translation>
    </message>
    <message>
        <source>To scale, 1 : {scale:.1f}. Brackets at the standard 20.32 mm pitch, each card at its length and thickness; marked parts have findings.</source>
        <translation>按比例绘制，1 : {scale:.1f}。挡板位按标准 20.32 mm 间距排列，每张卡按实际长度和厚度绘制；有检查结果的配件已标出。</translation>
    </message>
    <message>
        <source>GFLOPS against price and power</source>
        <translation>GFLOPS 与价格、功耗的关系</translation>
    </message>
    <message>
        <source>{severity} (waived)</source>
        <translation>{severity}（已豁免）</translation>
    </message>
    <message>
        <source>Fix: {fix}</source>
        <translation>建议：{fix}</translation>
    </message>
    <message>
        <source>Concerns: {parts}</source>
        <translation>涉及：{parts}</translation>
    </message>
    <message>
        <source>Waived: {reason}</source>
        <translation>已豁免：{reason}</translation>
    </message>
    <message>
        <source>Waiver refused (errors cannot be waived): {reason}</source>
        <translation>豁免被拒绝（错误不能豁免）：{reason}</translation>
    </message>
    <message>
        <source>Findings ({n})</source>
        <translation>检查结果（{n}）</translation>
    </message>
    <message>
        <source>No findings: every check passed.</source>
        <translation>没有检查结果：所有检查均已通过。</translation>
    </message>
    <message>
        <source>Errors ({n})</source>
        <translation>错误（{n}）</translation>
    </message>
    <message>
        <source>Warnings ({n})</source>
        <translation>警告（{n}）</translation>
    </message>
    <message>
        <source>Notes ({n})</source>
        <translation>提示（{n}）</translation>
    </message>
    <message>
        <source>Checks that need the missing parts ({parts}) were skipped.</source>
        <translation>需要所缺配件（{parts}）的检查已跳过。</translation>
    </message>
    <message>
        <source>Not checked in this build ({n})</source>
        <translation>本配置中未检查的项目（{n}）</translation>
    </message>
    <message>
        <source>These checks could not judge these parts: a figure they read is not published or the part does not give it. They give no finding about them; check them yourself.</source>
        <translation>这些检查无法评判这些部件：所需的数值未公布，或部件未提供该数值。它们不会就这些部件给出任何结论，请自行核对。</translation>
    </message>
    <message>
        <source>Estimated figures (resting on estimates, not makers&apos; figures): {figures}.</source>
        <translation>估计的数值（依据估计值，而非厂商数据）：{figures}。</translation>
    </message>
    <message>
        <source>refused: errors cannot be waived</source>
        <translation>被拒绝：错误不能豁免</translation>
    </message>
    <message>
        <source>silences {n} finding(s)</source>
        <translation>豁免了 {n} 条检查结果</translation>
    </message>
    <message>
        <source>matches no finding of this build</source>
        <translation>与本配置的检查结果都不匹配</translation>
    </message>
    <message>
        <source>Waivers ({n})</source>
        <translation>豁免（{n}）</translation>
    </message>
    <message>
        <source>every finding of the rule</source>
        <translation>该规则的所有检查结果</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Covers</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>效果</translation>
    </message>
    <message>
        <source>Waivers (continued)</source>
        <translation>豁免（续）</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>未检查的项目</translation>
    </message>
    <message>
        <source>The application does not verify the following. A build without findings is not approved on these points; check them yourself.</source>
        <translation>本程序不检查以下各项。没有检查结果并不表示这些方面没有问题，请自行核实。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>配件</translation>
    </message>
    <message>
        <source>Manufacturer / MPN</source>
        <translation>制造商 / 型号</translation>
    </message>
    <message>
        <source>Unit USD</source>
        <translation>单价 $</translation>
    </message>
    <message>
        <source>Extended USD</source>
        <translation>小计 $</translation>
    </message>
    <message>
        <source>The build has no parts yet.</source>
        <translation>配置中还没有配件。</translation>
    </message>
    <message>
        <source>Total: {n} line(s)</source>
        <translation>合计：{n} 行</translation>
    </message>
    <message>
        <source>From stock</source>
        <translation>取自库存</translation>
    </message>
    <message>
        <source>Bill of materials (continued)</source>
        <translation>物料清单（续）</translation>
    </message>
    <message>
        <source>not known without a PSU</source>
        <translation>未选电源，无法得知</translation>
    </message>
    <message>
        <source>{w} W at {eff:.1f} % PSU efficiency</source>
        <translation>{w} W，电源效率 {eff:.1f} %</translation>
    </message>
    <message>
        <source>{w} W, every part at its peak</source>
        <translation>{w} W，所有配件均按峰值计</translation>
    </message>
    <message>
        <source>{w} W = {btu} BTU/h</source>
        <translation>{w} W = {btu} BTU/h</translation>
    </message>
    <message>
        <source>Total price</source>
        <translation>总价</translation>
    </message>
    <message>
        <source>Peak power (DC)</source>
        <translation>峰值功耗（直流）</translation>
    </message>
    <message>
        <source>Wall draw</source>
        <translation>墙插取电</translation>
    </message>
    <message>
        <source>Outlet</source>
        <translation>插座</translation>
    </message>
    <message>
        <source>Heat in the case</source>
        <translation>机箱内发热</translation>
    </message>
    <message>
        <source>{name}: {volts:g} V × {amps:g} A = {cap} W; {cont} W continuous ({pct:.0f} %)</source>
        <translation>{name}：{volts:g} V × {amps:g} A = {cap} W；持续负载上限 {cont} W（{pct:.0f} %）</translation>
    </message>
    <message>
        <source>none chosen: no load, efficiency or wall draw</source>
        <translation>未选择：没有负载、效率和墙插取电数据</translation>
    </message>
    <message>
        <source>{qty} × {name}, {redundant} redundant: {usable} W usable</source>
        <translation>{qty} × {name}，其中 {redundant} 个冗余：可用 {usable} W</translation>
    </message>
    <message>
        <source>{qty} × {name}: {usable} W usable</source>
        <translation>{qty} × {name}：可用 {usable} W</translation>
    </message>
    <message>
        <source>PSU capacity</source>
        <translation>电源容量</translation>
    </message>
    <message>
        <source>PSU load</source>
        <translation>电源负载</translation>
    </message>
    <message>
        <source>{load:.0f} % at peak; efficiency {eff:.1f} %</source>
        <translation>峰值时 {load:.0f} %；效率 {eff:.1f} %</translation>
    </message>
    <message>
        <source>Outlet use</source>
        <translation>插座占用</translation>
    </message>
    <message>
        <source>{share:.0f} % of the {cont} W continuous limit ({cap} W breaker)</source>
        <translation>持续负载上限 {cont} W 的 {share:.0f} %（断路器 {cap} W）</translation>
    </message>
    <message>
        <source>Power spikes</source>
        <translation>功率尖峰</translation>
    </message>
    <message>
        <source>Adapter, slot {slot}</source>
        <translation>转接线，插槽 {slot}</translation>
    </message>
    <message>
        <source>{w} W = {btu} BTU/h (blower cards exhaust most of theirs through the bracket)</source>
        <translation>{w} W = {btu} BTU/h（涡轮卡的大部分热量经挡板直接排出机箱）</translation>
    </message>
    <message>
        <source>{dt:.1f} °C at {cfm:,.0f} CFM intake (warning above {warn:g} °C, error above {err:g} °C)</source>
        <translation>进风量 {cfm:,.0f} CFM 时升温 {dt:.1f} °C（超过 {warn:g} °C 为警告，超过 {err:g} °C 为错误）</translation>
    </message>
    <message>
        <source>not known without a chassis</source>
        <translation>未选机箱，无法得知</translation>
    </message>
    <message>
        <source>Air temperature rise</source>
        <translation>空气温升</translation>
    </message>
    <message>
        <source>Computed figures</source>
        <translation>计算数据</translation>
    </message>
    <message>
        <source>Power budget and outlet</source>
        <translation>功耗预算与插座</translation>
    </message>
    <message>
        <source>Airflow</source>
        <translation>风道</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>{n}: {mem:,.0f} GB GPU memory, {fp32:,.1f} TFLOPS FP32, {fp16:,.1f} TFLOPS FP16 tensor</source>
        <translation>{n} 块：显存 {mem:,.0f} GB，FP32 {fp32:,.1f} TFLOPS，FP16 张量 {fp16:,.1f} TFLOPS</translation>
    </message>
    <message>
        <source>GPUs in slots</source>
        <translation>插槽中的显卡</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>系统内存</translation>
    </message>
    <message>
        <source>PCIe link per slot</source>
        <translation>各插槽的 PCIe 链路</translation>
    </message>
    <message>
        <source>No card stands in a slot.</source>
        <translation>没有卡装在插槽中。</translation>
    </message>
    <message>
        <source>estimated (no lane table for this population)</source>
        <translation>估算值（该插法没有通道分配表）</translation>
    </message>
    <message>
        <source>no lanes: the CPU socket is empty</source>
        <translation>无通道：该 CPU 插座上没有处理器</translation>
    </message>
    <message>
        <source>no lanes: the CPU&apos;s lanes are used up</source>
        <translation>无通道：处理器的通道已用完</translation>
    </message>
    <message>
        <source>x{lanes} gen {gen}</source>
        <translation>x{lanes} {gen}.0</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>插槽</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>卡</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链路</translation>
    </message>
    <message>
        <source>GB/s each way</source>
        <translation>单向 GB/s</translation>
    </message>
    <message>
        <source>Lanes from</source>
        <translation>通道来自</translation>
    </message>
    <message>
        <source>PCIe link per slot (continued)</source>
        <translation>各插槽的 PCIe 链路（续）</translation>
    </message>
    <message>
        <source>Export bill of materials as PDF</source>
        <translation>将物料清单导出为 PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Export bill of materials as CSV</source>
        <translation>将物料清单导出为 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>{stem} - BOM</source>
        <translation>{stem} - 物料清单</translation>
    </message>
    <message>
        <source>Not validated: {reasons}.</source>
        <translation>未通过验证：{reasons}。</translation>
    </message>
    <message>
        <source>The bill of materials will say NOT VALIDATED on every page. Export it anyway?</source>
        <translation>物料清单的每一页都会标明 NOT VALIDATED（未通过验证）。仍要导出吗？</translation>
    </message>
    <message>
        <source>Build not validated</source>
        <translation>配置未通过验证</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
</context>
<context>
    <name>BomPanel</name>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单价</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>小计</translation>
    </message>
    <message>
        <source>Peak W</source>
        <translation>峰值 W</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Add extra</source>
        <translation>添加其他项</translation>
    </message>
    <message>
        <source>Add a row for something not in the catalog (cables, risers, fans…)</source>
        <translation>为配件库中没有的东西添加一行（线缆、延长线、风扇等）</translation>
    </message>
    <message>
        <source>Remove extra</source>
        <translation>删除其他项</translation>
    </message>
    <message>
        <source>Remove from the build</source>
        <translation>从配置中删除</translation>
    </message>
    <message>
        <source>Double-click to edit</source>
        <translation>双击编辑</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>未填价格</translation>
    </message>
    <message>
        <source>Total {price}</source>
        <translation>合计 {price}</translation>
    </message>
    <message>
        <source>from stock: {parts}; to buy {price}</source>
        <translation>取自库存：{parts}；需购买 {price}</translation>
    </message>
    <message>
        <source>peak {peak:,.0f} W</source>
        <translation>峰值 {peak:,.0f} W</translation>
    </message>
    <message>
        <source>wall {wall:,.0f} W</source>
        <translation>墙插 {wall:,.0f} W</translation>
    </message>
    <message>
        <source>The build is empty: double-click parts in the catalog, or drag cards onto slots.</source>
        <translation>配置是空的：在配件库中双击配件，或把卡拖到插槽上。</translation>
    </message>
    <message>
        <source>New item</source>
        <translation>新项目</translation>
    </message>
</context>
<context>
    <name>BuildDocument</name>
    <message>
        <source>Not changed: {error}</source>
        <translation>未更改：{error}</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>CatalogModel</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>主要参数</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>系列</translation>
    </message>
    <message>
        <source>FP32 (TFLOPS)</source>
        <translation>FP32（TFLOPS）</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功耗（W）</translation>
    </message>
    <message>
        <source>Width (slots)</source>
        <translation>厚度（槽）</translation>
    </message>
    <message>
        <source>Length (mm)</source>
        <translation>长度（mm）</translation>
    </message>
    <message>
        <source>Cooler</source>
        <translation>散热方式</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>Socket</source>
        <translation>插座</translation>
    </message>
    <message>
        <source>Cores</source>
        <translation>核心数</translation>
    </message>
    <message>
        <source>Boost (GHz)</source>
        <translation>加速频率（GHz）</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>PCIe 通道</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPU 数</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>板型</translation>
    </message>
    <message>
        <source>PCIe slots</source>
        <translation>PCIe 插槽</translation>
    </message>
    <message>
        <source>DIMM slots</source>
        <translation>内存插槽</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>curated</source>
        <translation>精选</translation>
    </message>
    <message>
        <source>OpenDB</source>
        <translation>OpenDB</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>你的</translation>
    </message>
    <message>
        <source>team</source>
        <translation>团队</translation>
    </message>
    <message>
        <source>From the configurator&apos;s own catalog, each figure with its source</source>
        <translation>来自配置器自己的目录，每个数据都注明来源</translation>
    </message>
    <message>
        <source>From BuildCores OpenDB (Open Data Commons Attribution License, ODC-By 1.0); figures it does not give are unknown</source>
        <translation>来自 BuildCores OpenDB（开放数据共享署名许可协议 ODC-By 1.0）；其未提供的数据为未知</translation>
    </message>
    <message>
        <source>Your own part</source>
        <translation>你自己的配件</translation>
    </message>
    <message>
        <source>Your team&apos;s part</source>
        <translation>你的团队的配件</translation>
    </message>
    <message>
        <source>Capacity (GB)</source>
        <translation>容量（GB）</translation>
    </message>
    <message>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <source>Registered</source>
        <translation>寄存式</translation>
    </message>
    <message>
        <source>Read (MB/s)</source>
        <translation>读取（MB/s）</translation>
    </message>
    <message>
        <source>Output (W)</source>
        <translation>额定功率（W）</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>PCIe plugs</source>
        <translation>PCIe 供电接口</translation>
    </message>
    <message>
        <source>Form factors</source>
        <translation>支持板型</translation>
    </message>
    <message>
        <source>Brackets</source>
        <translation>挡板位</translation>
    </message>
    <message>
        <source>GPU length (mm)</source>
        <translation>显卡限长（mm）</translation>
    </message>
    <message>
        <source>Airflow (CFM)</source>
        <translation>风量（CFM）</translation>
    </message>
    <message>
        <source>Height (mm)</source>
        <translation>高度（mm）</translation>
    </message>
    <message>
        <source>Rating (W)</source>
        <translation>解热能力（W）</translation>
    </message>
    <message>
        <source>Sockets</source>
        <translation>插座</translation>
    </message>
    <message>
        <source>Speed (Gb/s)</source>
        <translation>速率（Gb/s）</translation>
    </message>
    <message>
        <source>Spacing (slots)</source>
        <translation>间距（槽）</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>显卡型号</translation>
    </message>
    <message>
        <source> (team part)</source>
        <translation>（团队配件）</translation>
    </message>
    <message>
        <source> (your part)</source>
        <translation>（你的配件）</translation>
    </message>
    <message>
        <source>Discontinued ({month})</source>
        <translation>已停产（{month}）</translation>
    </message>
    <message>
        <source>{qty} on your shelf: completion takes them first, at price 0</source>
        <translation>库存 {qty} 个：补全时优先使用，按价格 0 计</translation>
    </message>
    <message>
        <source>None on your shelf</source>
        <translation>库存中没有</translation>
    </message>
    <message>
        <source>Catalog price</source>
        <translation>目录价格</translation>
    </message>
    <message>
        <source>Price ({currency})</source>
        <translation>价格（{currency}）</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>库存</translation>
    </message>
    <message>
        <source>{mark} Not yet confirmed by the team catalog&apos;s server</source>
        <translation>{mark} 团队配件库的服务器尚未确认</translation>
    </message>
    <message>
        <source>My price: {price} ({date})</source>
        <translation>我的价格：{price}（{date}）</translation>
    </message>
    <message>
        <source>Catalog price: {price} ({date})</source>
        <translation>目录价格：{price}（{date}）</translation>
    </message>
</context>
<context>
    <name>CatalogPanel</name>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>处理器</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>主板</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>硬盘</translation>
    </message>
    <message>
        <source>PSU</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>机箱</translation>
    </message>
    <message>
        <source>Cooler</source>
        <translation>散热器</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>桥接器</translation>
    </message>
    <message>
        <source>Search: name, model, socket, chipset… (Ctrl+F)</source>
        <translation>搜索：名称、型号、插座、芯片组…（Ctrl+F）</translation>
    </message>
    <message>
        <source>Search the catalog</source>
        <translation>搜索配件库</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>我的</translation>
    </message>
    <message>
        <source>Only your own parts and prices</source>
        <translation>只显示自有部件和自定价格</translation>
    </message>
    <message>
        <source>Only parts that fit</source>
        <translation>只显示装得下的配件</translation>
    </message>
    <message>
        <source>Only parts whose socket, form factor, GPU length and PSU form factor fit the board, chassis, CPU and PSU chosen; a figure nobody published rules nothing out, and your own parts always show</source>
        <translation>只显示插槽、板型、显卡长度和电源规格与所选主板、机箱、CPU 和电源相符的配件；未公布的数据不排除任何配件，你自己的配件总是显示</translation>
    </message>
    <message>
        <source>Catalog parts</source>
        <translation>配件库中的配件</translation>
    </message>
    <message>
        <source>Use in build</source>
        <translation>在配置中使用</translation>
    </message>
    <message>
        <source>{n} part(s)</source>
        <translation>{n} 个配件</translation>
    </message>
    <message>
        <source>No part matches “{text}”</source>
        <translation>没有与“{text}”匹配的配件</translation>
    </message>
    <message>
        <source>{n} in every kind</source>
        <translation>所有类别中 {n} 个</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>GFLOPS, FP16 tensor (FP32 accumulate) at boost clock</source>
        <translation>GFLOPS，FP16 张量（FP32 累加），加速频率下</translation>
    </message>
    <message>
        <source>GFLOPS, FP32 at boost clock</source>
        <translation>GFLOPS，FP32，加速频率下</translation>
    </message>
    <message>
        <source>Board power (TDP), W</source>
        <translation>板卡功耗（TDP），W</translation>
    </message>
    <message>
        <source>Catalog price, USD</source>
        <translation>配件库价格，美元</translation>
    </message>
    <message>
        <source>Launch price (MSRP), USD</source>
        <translation>首发价（MSRP），美元</translation>
    </message>
    <message>
        <source>GFLOPS vs price</source>
        <translation>GFLOPS 与价格</translation>
    </message>
    <message>
        <source>GFLOPS vs power</source>
        <translation>GFLOPS 与功耗</translation>
    </message>
    <message>
        <source>Catalog price</source>
        <translation>配件库价格</translation>
    </message>
    <message>
        <source>Launch price</source>
        <translation>首发价</translation>
    </message>
    <message>
        <source>FP16 tensor</source>
        <translation>FP16 张量</translation>
    </message>
    <message>
        <source>FP32 at boost clock</source>
        <translation>FP32（加速频率）</translation>
    </message>
    <message>
        <source>Your price</source>
        <translation>您的价格</translation>
    </message>
    <message>
        <source>{price_label}: ${price:,.0f}</source>
        <translation>{price_label}：${price:,.0f}</translation>
    </message>
    <message>
        <source>{price_line} (it has no launch price of its own)</source>
        <translation>{price_line}（该卡本身没有发布价格）</translation>
    </message>
    <message>
        <source>Your own part</source>
        <translation>您自己的配件</translation>
    </message>
    <message>
        <source>Power (TDP): {power:,.0f} W</source>
        <translation>功耗（TDP）：{power:,.0f} W</translation>
    </message>
    <message>
        <source>{metric}: {gflops:,.0f} GFLOPS</source>
        <translation>{metric}：{gflops:,.0f} GFLOPS</translation>
    </message>
    <message>
        <source>GFLOPS per dollar: {value:,.2f}</source>
        <translation>每美元 GFLOPS：{value:,.2f}</translation>
    </message>
    <message>
        <source>GFLOPS per watt: {value:,.2f}</source>
        <translation>每瓦 GFLOPS：{value:,.2f}</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <source>Data center</source>
        <translation>数据中心</translation>
    </message>
    <message>
        <source>least-squares fit (R² ≥ 0.5)</source>
        <translation>最小二乘拟合（R² ≥ 0.5）</translation>
    </message>
    <message>
        <source>* at catalog price: no launch price</source>
        <translation>* 按配件库价格：无首发价</translation>
    </message>
    <message>
        <source>★ your own part</source>
        <translation>★ 您自己的配件</translation>
    </message>
    <message>
        <source>in current build</source>
        <translation>当前配置中</translation>
    </message>
    <message>
        <source>cannot export a plot as {suffix}; use .png or .svg</source>
        <translation>无法把图表导出为 {suffix}；请使用 .png 或 .svg</translation>
    </message>
    <message>
        <source>a file without suffix</source>
        <translation>没有扩展名的文件</translation>
    </message>
    <message>
        <source>folder {folder} does not exist</source>
        <translation>文件夹 {folder} 不存在</translation>
    </message>
    <message>
        <source>could not write {file}</source>
        <translation>无法写入 {file}</translation>
    </message>
</context>
<context>
    <name>ChassisScene</name>
    <message>
        <source>CPU {n}</source>
        <translation>CPU {n} 直连</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU 直连</translation>
    </message>
    <message>
        <source>chipset</source>
        <translation>芯片组</translation>
    </message>
    <message>
        <source>switch {id}</source>
        <translation>交换芯片 {id}</translation>
    </message>
    <message>
        <source>gen{n}</source>
        <translation>{n}.0</translation>
    </message>
    <message>
        <source>{n} brackets · cards up to {length:.0f} mm · {cfm:,.0f} CFM</source>
        <translation>{n} 个挡板位 · 显卡限长 {length:.0f} mm · {cfm:,.0f} CFM</translation>
    </message>
    <message>
        <source>No chassis chosen</source>
        <translation>未选择机箱</translation>
    </message>
    <message>
        <source>Double-click a chassis in the catalog</source>
        <translation>在配件库中双击一个机箱</translation>
    </message>
    <message>
        <source>Double-click a motherboard in the catalog</source>
        <translation>在配件库中双击一块主板</translation>
    </message>
    <message>
        <source>{form} · {socket} × {sockets} · {dimms} DIMM slots {memory}</source>
        <translation>{form} · {socket} × {sockets} · {dimms} 个内存插槽 {memory}</translation>
    </message>
    <message>
        <source>empty socket</source>
        <translation>空插座</translation>
    </message>
    <message>
        <source>{n} × DIMM</source>
        <translation>{n} × 内存条</translation>
    </message>
    <message>
        <source>{gb:g} GB</source>
        <translation>{gb:g} GB</translation>
    </message>
    <message>
        <source>{watts:.0f} W · {memory:g} GB · {cooler}</source>
        <translation>{watts:.0f} W · {memory:g} GB · {cooler}</translation>
    </message>
    <message>
        <source> (limited)</source>
        <translation>（已限功率）</translation>
    </message>
    <message>
        <source>{speed:g} Gb/s · x{lanes}</source>
        <translation>{speed:g} Gb/s · x{lanes}</translation>
    </message>
    <message>
        <source>blower</source>
        <translation>涡轮</translation>
    </message>
    <message>
        <source>open-air fans</source>
        <translation>开放式风扇</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>被动散热</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>水冷</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source> ({n} redundant)</source>
        <translation>（{n} 个冗余）</translation>
    </message>
    <message>
        <source>PSU load at peak</source>
        <translation>峰值时电源负载</translation>
    </message>
    <message>
        <source>{peak:,.0f} W of {usable:,.0f} W ({load:.0f} %)</source>
        <translation>{peak:,.0f} W / {usable:,.0f} W（{load:.0f} %）</translation>
    </message>
    <message>
        <source>{eff:.1f} % efficient at this load</source>
        <translation>此负载下效率 {eff:.1f} %</translation>
    </message>
    <message>
        <source>Wall outlet {name}</source>
        <translation>墙插 {name}</translation>
    </message>
    <message>
        <source>{volts:g} V, {amps:g} A; mark at {pct:.0f} %: {cont:,.0f} W</source>
        <translation>{volts:g} V，{amps:g} A；{pct:.0f} % 标记：{cont:,.0f} W</translation>
    </message>
    <message>
        <source>{heat:,.0f} W of heat inside; marks at {warn:g}, {err:g} °C</source>
        <translation>机箱内发热 {heat:,.0f} W；标记在 {warn:g}、{err:g} °C</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>{wall:,.0f} W of {outlet:,.0f} W at peak</source>
        <translation>峰值时 {wall:,.0f} W / {outlet:,.0f} W</translation>
    </message>
    <message>
        <source>needs a PSU</source>
        <translation>需要电源</translation>
    </message>
    <message>
        <source>Air temperature rise</source>
        <translation>空气温升</translation>
    </message>
    <message>
        <source>+{dt:.1f} °C at {cfm:,.0f} CFM intake</source>
        <translation>进风 {cfm:,.0f} CFM 时 +{dt:.1f} °C</translation>
    </message>
    <message>
        <source>needs a chassis</source>
        <translation>需要机箱</translation>
    </message>
    <message>
        <source>→ {approx}x{lanes} gen{gen}</source>
        <translation>→ {approx}x{lanes} {gen}.0</translation>
    </message>
    <message>
        <source>card limit {mm:.0f} mm</source>
        <translation>显卡限长 {mm:.0f} mm</translation>
    </message>
    <message>
        <source>16-pin</source>
        <translation>16 针</translation>
    </message>
    <message>
        <source>16-pin plug on a native cable</source>
        <translation>16 针接口，使用原生线缆</translation>
    </message>
    <message>
        <source>16-pin plug on an adapter ({class_w:.0f} W class)</source>
        <translation>16 针接口，使用转接线（{class_w:.0f} W 等级）</translation>
    </message>
    <message>
        <source>16-pin plug without a cable</source>
        <translation>16 针接口，没有可用线缆</translation>
    </message>
    <message>
        <source>8-pin</source>
        <translation>8 针</translation>
    </message>
    <message>
        <source>8-pin PCIe plug</source>
        <translation>8 针 PCIe 供电接口</translation>
    </message>
    <message>
        <source>6-pin</source>
        <translation>6 针</translation>
    </message>
    <message>
        <source>6-pin PCIe plug</source>
        <translation>6 针 PCIe 供电接口</translation>
    </message>
    <message>
        <source>EPS</source>
        <translation>EPS</translation>
    </message>
    <message>
        <source>8-pin EPS (CPU) plug</source>
        <translation>8 针 EPS（CPU）供电接口</translation>
    </message>
    <message>
        <source>6+2-pin</source>
        <translation>6+2 针</translation>
    </message>
    <message>
        <source>{kind} {used}/{available}</source>
        <translation>{kind} {used}/{available}</translation>
    </message>
    <message>
        <source>Cables used:</source>
        <translation>已用线缆：</translation>
    </message>
    <message>
        <source>Power board:</source>
        <translation>电源背板：</translation>
    </message>
    <message>
        <source>{watts:.0f} W · {memory:g} GB · {slots:g} slots</source>
        <translation>{watts:.0f} W · {memory:g} GB · {slots:g} 槽</translation>
    </message>
    <message>
        <source>Not placed</source>
        <translation>未安放</translation>
    </message>
    <message>
        <source>{n} GPU(s)</source>
        <translation>{n} 块显卡</translation>
    </message>
    <message>
        <source>{n} add-in card(s)</source>
        <translation>{n} 张扩展卡</translation>
    </message>
    <message>
        <source>Not placed: {counts}</source>
        <translation>未安放：{counts}</translation>
    </message>
    <message>
        <source>Bought, not in the machine: drag a card onto a slot.</source>
        <translation>已购买，未装入机器：把卡拖到插槽上。</translation>
    </message>
    <message>
        <source>Bought, not in the machine: Build &gt; Complete Build… chooses a board and places them.</source>
        <translation>已购买，未装入机器：“配置 &gt; 补全配置…”会选择主板并安放它们。</translation>
    </message>
    <message>
        <source>Drag a card here to take it out of its slot.</source>
        <translation>把卡拖到这里即可从插槽中取出。</translation>
    </message>
    <message>
        <source>Drop GPUs here to start from them; Build &gt; Complete Build… then chooses the rest and places them.</source>
        <translation>把显卡拖到这里，从显卡开始配置；然后“配置 &gt; 补全配置…”会选择其余配件并安放它们。</translation>
    </message>
</context>
<context>
    <name>ChassisView</name>
    <message>
        <source>{severity}: {message}</source>
        <translation>{severity}：{message}</translation>
    </message>
    <message>
        <source>Chassis drawing</source>
        <translation>机箱示意图</translation>
    </message>
    <message>
        <source>Choose a board first, or Build &gt; Complete Build… to place the cards not placed.</source>
        <translation>请先选择主板，或用“配置 &gt; 补全配置…”安放未安放的卡。</translation>
    </message>
    <message>
        <source>Remove this card</source>
        <translation>移除这张卡</translation>
    </message>
    <message>
        <source>Set power limit…</source>
        <translation>设置功率限制…</translation>
    </message>
    <message>
        <source>Take out of its slot (not placed)</source>
        <translation>从插槽中取出（未安放）</translation>
    </message>
    <message>
        <source>Place in a slot (↑ ↓, Enter)…</source>
        <translation>装入插槽（↑ ↓，回车）…</translation>
    </message>
    <message>
        <source>Place {name} in {slot}</source>
        <translation>把 {name} 装入 {slot}</translation>
    </message>
</context>
<context>
    <name>ChecksPanel</name>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>Apply fix</source>
        <translation>应用建议</translation>
    </message>
    <message>
        <source>Waive…</source>
        <translation>豁免…</translation>
    </message>
    <message>
        <source>Remove waiver</source>
        <translation>取消豁免</translation>
    </message>
    <message>
        <source>{group} ({n}, {waived} waived)</source>
        <translation>{group}（{n}，另有 {waived} 条已豁免）</translation>
    </message>
    <message>
        <source>{group} ({n})</source>
        <translation>{group}（{n}）</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>没有检查结果。</translation>
    </message>
    <message>
        <source>Not checked ({n})</source>
        <translation>未检查的项目（{n}）</translation>
    </message>
    <message>
        <source>{text} ({n}×)</source>
        <translation>{text}（{n} 条）</translation>
    </message>
    <message>
        <source>… {words} …</source>
        <translation>… {words} …</translation>
    </message>
    <message>
        <source>(waived) {text}</source>
        <translation>（已豁免）{text}</translation>
    </message>
    <message>
        <source>Fix: {fix}</source>
        <translation>建议：{fix}</translation>
    </message>
    <message>
        <source>Validated: complete, no errors.</source>
        <translation>已通过验证：配置完整，没有错误。</translation>
    </message>
    <message>
        <source>Not validated: {reasons}.</source>
        <translation>未通过验证：{reasons}。</translation>
    </message>
    <message>
        <source>Select a finding to see its fix and its parts.</source>
        <translation>选择一条检查结果，查看建议和涉及的配件。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fix:&lt;/b&gt; {fix}</source>
        <translation>&lt;b&gt;建议：&lt;/b&gt;{fix}</translation>
    </message>
    <message>
        <source>Waiver refused: {reason}</source>
        <translation>豁免被拒绝：{reason}</translation>
    </message>
    <message>
        <source>Waived: {reason}</source>
        <translation>已豁免：{reason}</translation>
    </message>
    <message>
        <source>Waive {rule}</source>
        <translation>豁免 {rule}</translation>
    </message>
    <message>
        <source>Why is this acceptable for this build?</source>
        <translation>为什么这个配置可以接受这一点？</translation>
    </message>
    <message>
        <source>Not checked in this build ({n})</source>
        <translation>本配置中未检查的项目（{n}）</translation>
    </message>
    <message>
        <source>These checks could not judge these parts: a figure they read is not published (the part lists it as unknown) or the part does not give it. They give no finding about them; check these yourself.</source>
        <translation>这些检查无法评判这些部件：所需的数值未公布（部件将其列为未知），或部件未提供该数值。它们不会就这些部件给出任何结论，请自行核对。</translation>
    </message>
    <message>
        <source>Estimated figures: {figures}</source>
        <translation>估计的数值：{figures}</translation>
    </message>
    <message>
        <source>These figures rest on an estimate rather than a maker&apos;s figure (the part lists the field as estimated); findings resting on one say so.</source>
        <translation>这些数值依据的是估计值而非厂商数据（部件将该字段列为估计值）；依据估计值的检查结果会注明。</translation>
    </message>
    <message>
        <source>&lt;b&gt;{rule}&lt;/b&gt; did not judge {parts}: {fields} is not known for it (not published, or the part does not give it). Check it yourself.</source>
        <translation>&lt;b&gt;{rule}&lt;/b&gt; 未评判 {parts}：其 {fields} 未知（未公布，或部件未提供）。请自行核对。</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>{app}: design deep-learning workstations and GPU servers. Without a command it opens the window.</source>
        <translation>{app}：设计深度学习工作站和 GPU 服务器。不带命令时打开窗口。</translation>
    </message>
    <message>
        <source>language of the window and of messages</source>
        <translation>窗口和消息的语言</translation>
    </message>
    <message>
        <source>write the log to PATH (default: configurator.log in the data folder)</source>
        <translation>把日志写到 PATH（默认：数据文件夹中的 configurator.log）</translation>
    </message>
    <message>
        <source>more details in the log, shown on stderr too</source>
        <translation>日志中记录更多细节，并同时显示在标准错误输出上</translation>
    </message>
    <message>
        <source>check a build file; exit 1 when it has errors</source>
        <translation>检查配置文件；有错误时退出码为 1</translation>
    </message>
    <message>
        <source>export the bill of materials of a validated build</source>
        <translation>导出已通过验证的配置的物料清单</translation>
    </message>
    <message>
        <source>export a build that is not validated, marked NOT VALIDATED</source>
        <translation>导出未通过验证的配置，并标明 NOT VALIDATED</translation>
    </message>
    <message>
        <source>list catalog parts</source>
        <translation>列出配件库中的配件</translation>
    </message>
    <message>
        <source>GFLOPS against price or power, as PNG or SVG</source>
        <translation>GFLOPS 与价格或功耗的关系图，PNG 或 SVG 格式</translation>
    </message>
    <message>
        <source>include the Titan series</source>
        <translation>包括 Titan 系列</translation>
    </message>
    <message>
        <source>add series to GTX 900, GTX 1000 and RTX 2000: {names}</source>
        <translation>在 GTX 900、GTX 1000 和 RTX 2000 之外加入的系列：{names}</translation>
    </message>
    <message>
        <source>logarithmic axes (for series that span a wide range)</source>
        <translation>对数坐标轴（用于数值跨度很大的系列）</translation>
    </message>
    <message>
        <source>launch price or current catalog price</source>
        <translation>首发价或配件库当前价格</translation>
    </message>
    <message>
        <source>FP32 at boost clock, or FP16 tensor (mixed precision) where known</source>
        <translation>加速频率下的 FP32，或已知时的 FP16 张量（混合精度）</translation>
    </message>
    <message>
        <source>plotted at their catalog price for lack of a launch price (marked *): {names}</source>
        <translation>因缺少首发价而按配件库价格绘制（标 *）：{names}</translation>
    </message>
    <message>
        <source>Not checked (a figure nobody published, or a part that does not give it):</source>
        <translation>未检查（没有公布的数值，或配件未提供该数值）：</translation>
    </message>
    <message>
        <source>{rule}: {parts} ({fields})</source>
        <translation>{rule}：{parts}（{fields}）</translation>
    </message>
    <message>
        <source>Estimated figures (resting on estimates, not makers&apos; figures): {figures}</source>
        <translation>估计的数值（依据估计值，而非厂商数据）：{figures}</translation>
    </message>
    <message>
        <source>the component catalog cannot be built: {error}</source>
        <translation>无法生成配件库：{error}</translation>
    </message>
    <message>
        <source>note: {notice}</source>
        <translation>注意：{notice}</translation>
    </message>
    <message>
        <source>No parts match.</source>
        <translation>没有匹配的配件。</translation>
    </message>
    <message>
        <source>{file}: the output must end in .png or .svg</source>
        <translation>{file}：输出文件必须以 .png 或 .svg 结尾</translation>
    </message>
    <message>
        <source>{file}: cannot write: {reason}</source>
        <translation>{file}：无法写入：{reason}</translation>
    </message>
    <message>
        <source>wrote {file}</source>
        <translation>已写入 {file}</translation>
    </message>
    <message>
        <source>{file}: a {kind} is written there; its name must end in {suffix}</source>
        <translation>{file}：此处写入的是 {kind} 文件，文件名必须以 {suffix} 结尾</translation>
    </message>
    <message>
        <source>{file}: not exported: {reason}; use --force to export it marked NOT VALIDATED</source>
        <translation>{file}：未导出：{reason}；使用 --force 可导出，并标明 NOT VALIDATED</translation>
    </message>
    <message>
        <source>wrote {file} and {csv}</source>
        <translation>已写入 {file} 和 {csv}</translation>
    </message>
    <message>
        <source>{arg!r} is neither a command ({commands}) nor a file</source>
        <translation>{arg!r} 既不是命令（{commands}），也不是文件</translation>
    </message>
    <message>
        <source>{value!r} is not a price in USD above 0</source>
        <translation>{value!r} 不是大于 0 的美元价格</translation>
    </message>
    <message>
        <source>{value!r} is not a number of seconds above 0 and at most {most:g}</source>
        <translation>{value!r} 不是大于 0 且不超过 {most:g} 的秒数</translation>
    </message>
    <message>
        <source>fill in what a partial build lacks from the catalog, the best build for the objective</source>
        <translation>从目录中补齐未完成配置所缺的部件，按目标给出最佳配置</translation>
    </message>
    <message>
        <source>fewest-warnings: no error, the fewest warnings, then the lowest price; cheapest: the lowest price without an error</source>
        <translation>fewest-warnings：无错误、警告最少，其次价格最低；cheapest：无错误时价格最低</translation>
    </message>
    <message>
        <source>the highest total price</source>
        <translation>总价上限</translation>
    </message>
    <message>
        <source>also offer parts no longer sold (the build&apos;s own parts are kept whatever their state)</source>
        <translation>也提供已停售的配件（配置中已有的配件无论状态如何都保留）</translation>
    </message>
    <message>
        <source>stop searching after about this long and give the best build found, marked as not proven best (default {seconds:g})</source>
        <translation>搜索约这么长时间后停止，给出已找到的最佳配置，并标明未证实为最佳（默认 {seconds:g}）</translation>
    </message>
    <message>
        <source>a workload the completed build must hold (docs/workload.md)</source>
        <translation>补全后的配置必须容纳的工作负载（docs/workload.md）</translation>
    </message>
    <message>
        <source>a workload object as JSON (or give it by the options below, as for `configurator workload`)</source>
        <translation>以 JSON 给出的工作负载对象（或用下列选项给出，同 `configurator workload`）</translation>
    </message>
    <message>
        <source>From stock: {parts}; to buy: {to_buy_usd:,.2f} USD</source>
        <translation>取自库存：{parts}；需购买：{to_buy_usd:,.2f} 美元</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>注意：{note}</translation>
    </message>
    <message>
        <source>No complete build without errors: {reason}</source>
        <translation>没有无错误的完整配置：{reason}</translation>
    </message>
    <message>
        <source>Best completion:</source>
        <translation>最佳补全：</translation>
    </message>
    <message>
        <source>Best completion found within the time limit (not proven the best):</source>
        <translation>时间限制内找到的最佳补全（未证实为最佳）：</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>Alternatives with another board or chassis:</source>
        <translation>换用其他主板或机箱的备选方案：</translation>
    </message>
    <message>
        <source>--workload and {option}: give the workload either as a file or as options</source>
        <translation>--workload 与 {option}：工作负载请以文件或选项二者之一给出</translation>
    </message>
    <message>
        <source>{file}: the build has no GPU; a workload is held by the build&apos;s own GPUs: add them first, then complete</source>
        <translation>{file}：配置中没有 GPU；工作负载由配置自身的 GPU 容纳：请先添加 GPU，再补全</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>The {name} has no slot {slots}: {count} card(s) unplaced (undo brings them back).</source>
        <translation>{name} 没有插槽 {slots}：{count} 张卡已卸下（撤销可恢复）。</translation>
    </message>
    <message>
        <source>Place two NVLink cards before adding a bridge.</source>
        <translation>先装好两张支持 NVLink 的显卡，再添加桥接器。</translation>
    </message>
    <message>
        <source>No two NVLink cards stand {n} brackets apart with a free link.</source>
        <translation>没有两张相隔 {n} 个挡板位、且还有空闲 NVLink 接口的显卡。</translation>
    </message>
    <message>
        <source>Fix {rule}</source>
        <translation>修正 {rule}</translation>
    </message>
</context>
<context>
    <name>CompleteDialog</name>
    <message>
        <source>Fewest warnings, then lowest price</source>
        <translation>警告最少，其次价格最低</translation>
    </message>
    <message>
        <source>Lowest price</source>
        <translation>价格最低</translation>
    </message>
    <message>
        <source>&amp;Use this</source>
        <translation>采用此方案(&amp;U)</translation>
    </message>
    <message>
        <source>Complete build</source>
        <translation>补全配置</translation>
    </message>
    <message>
        <source>&amp;Objective:</source>
        <translation>目标(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Budget:</source>
        <translation>预算(&amp;B)：</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Include &amp;discontinued parts</source>
        <translation>包括已停售配件(&amp;D)</translation>
    </message>
    <message>
        <source>Also offer parts no longer sold; the build&apos;s own parts are kept whatever their state</source>
        <translation>也提供已停售的配件；配置中已有的配件无论状态如何都保留</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>搜索(&amp;S)</translation>
    </message>
    <message>
        <source>Fills in what the build lacks from the catalog, keeping every part it has.</source>
        <translation>从目录中补齐配置所缺的部件，保留配置中已有的全部部件。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Searching the catalog…</source>
        <translation>正在搜索目录…</translation>
    </message>
    <message>
        <source>The workload data cannot be read: {reason}</source>
        <translation>无法读取工作负载数据：{reason}</translation>
    </message>
    <message>
        <source>Workload: {problem}</source>
        <translation>工作负载：{problem}</translation>
    </message>
    <message>
        <source>Cancelled; the build is unchanged.</source>
        <translation>已取消；配置未作改动。</translation>
    </message>
    <message>
        <source>Searching the catalog… {count:,} partial builds checked</source>
        <translation>正在搜索目录… 已检查 {count:,} 个部分配置</translation>
    </message>
    <message>
        <source>No complete build without errors: {reason}</source>
        <translation>没有无错误的完整配置：{reason}</translation>
    </message>
    <message>
        <source>The build lacks nothing: there is nothing to complete.</source>
        <translation>配置不缺任何配件：无需补全。</translation>
    </message>
    <message>
        <source>The best completion and the best with another board or chassis ({count:,} partial builds checked)</source>
        <translation>最佳补全方案，以及换用其他主板或机箱时的最佳方案（已检查 {count:,} 个部分配置）</translation>
    </message>
    <message>
        <source>Best found within the time limit, not proven the best.</source>
        <translation>时间限制内找到的最佳结果，未证实为最佳。</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>第二</translation>
    </message>
    <message>
        <source>Third</source>
        <translation>第三</translation>
    </message>
    <message>
        <source>The search stopped: {error}</source>
        <translation>搜索已中止：{error}</translation>
    </message>
</context>
<context>
    <name>CompleteWorkload</name>
    <message>
        <source>{model}, {task}</source>
        <translation>{model}，{task}</translation>
    </message>
    <message>
        <source>Workload {workload}: {verdict}</source>
        <translation>工作负载 {workload}：{verdict}</translation>
    </message>
    <message>
        <source>A run: {time} (an estimate at MFU {mfu:g}).</source>
        <translation>一次运行：{time}（按 MFU {mfu:g} 估算）。</translation>
    </message>
</context>
<context>
    <name>Completion</name>
    <message>
        <source>{price:,.2f} USD, {warnings} warning(s)</source>
        <translation>{price:,.2f} 美元，{warnings} 个警告</translation>
    </message>
    <message>
        <source>{kind}: {qty} x {name} ({part})</source>
        <translation>{kind}：{qty} × {name}（{part}）</translation>
    </message>
    <message>
        <source>{name} in slot {slot}</source>
        <translation>{name} 插在插槽 {slot}</translation>
    </message>
</context>
<context>
    <name>CostCli</name>
    <message>
        <source>{text!r} is not a number</source>
        <translation>{text!r} 不是数字</translation>
    </message>
    <message>
        <source>{text!r} is not a finite number</source>
        <translation>{text!r} 不是有限的数字</translation>
    </message>
    <message>
        <source>{text} is too close to zero; give 0 or at least {smallest:g}</source>
        <translation>{text} 太接近零；请填 0 或至少 {smallest:g}</translation>
    </message>
    <message>
        <source>{text} is above {largest:g}</source>
        <translation>{text} 大于 {largest:g}</translation>
    </message>
    <message>
        <source>{text} is negative</source>
        <translation>{text} 是负数</translation>
    </message>
    <message>
        <source>{text} is not above zero</source>
        <translation>{text} 不大于零</translation>
    </message>
    <message>
        <source>{text} is below {smallest:g}</source>
        <translation>{text} 小于 {smallest:g}</translation>
    </message>
    <message>
        <source>{text} is more than the 24 hours of a day</source>
        <translation>{text} 超过了一天的 24 小时</translation>
    </message>
    <message>
        <source>{text} is above 1 (100 %)</source>
        <translation>{text} 大于 1（100 %）</translation>
    </message>
    <message>
        <source>{text!r} is not a whole number of months</source>
        <translation>{text!r} 不是整数个月</translation>
    </message>
    <message>
        <source>{text} is not between 1 and {max} months</source>
        <translation>{text} 不在 1 到 {max} 个月之间</translation>
    </message>
    <message>
        <source>buy or rent: the cost of owning a build against cloud GPU instances</source>
        <translation>买还是租：拥有一台配置与租用云端 GPU 实例的成本对比</translation>
    </message>
    <message>
        <source>a build file (*.gwb)</source>
        <translation>配置文件（*.gwb）</translation>
    </message>
    <message>
        <source>busy hours a day, 0-24 (default %(default)g)</source>
        <translation>每天忙碌的小时数，0-24（默认 %(default)g）</translation>
    </message>
    <message>
        <source>electricity price per kWh in --currency (default {price} USD, converted)</source>
        <translation>以 --currency 计的每千瓦时电价（默认 {price} 美元，按汇率换算）</translation>
    </message>
    <message>
        <source>lifetime in months (default %(default)s)</source>
        <translation>使用寿命，以月计（默认 %(default)s）</translation>
    </message>
    <message>
        <source>currency of --kwh-price and of the results (default %(default)s)</source>
        <translation>--kwh-price 和结果所用的货币（默认 %(default)s）</translation>
    </message>
    <message>
        <source>units of --currency per US dollar (default: CNY {cny:g}, EUR {eur:g})</source>
        <translation>每美元折合多少 --currency（默认：CNY {cny:g}，EUR {eur:g}）</translation>
    </message>
    <message>
        <source>idle draw as a fraction of the peak wall draw, for the hours the machine is on but not busy (default %(default)g; 0: switched off)</source>
        <translation>开机但不忙时的待机功耗，占峰值墙插取电的比例（默认 %(default)g；0：关机）</translation>
    </message>
    <message>
        <source>GPU throughput compared: FP32 or FP16 tensor (default %(default)s)</source>
        <translation>比较的显卡算力：FP32 或 FP16 张量（默认 %(default)s）</translation>
    </message>
    <message>
        <source>compare only this offering (repeatable; ids of db/cloud_offerings.csv)</source>
        <translation>只比较这一方案（可重复；db/cloud_offerings.csv 中的编号）</translation>
    </message>
    <message>
        <source>--per-usd is the rate of --currency to the US dollar; with USD it is 1: give --currency CNY or EUR, or leave --per-usd out</source>
        <translation>--per-usd 是 --currency 对美元的汇率；币种为 USD 时它就是 1：请指定 --currency CNY 或 EUR，或者不要给出 --per-usd</translation>
    </message>
    <message>
        <source>the offerings data cannot be read: {error}</source>
        <translation>无法读取云服务方案数据：{error}</translation>
    </message>
    <message>
        <source>unknown offering {ids}; offerings are {known}</source>
        <translation>未知方案 {ids}；可用的方案有 {known}</translation>
    </message>
</context>
<context>
    <name>CostSection</name>
    <message>
        <source>No PSU chosen: electricity uses the DC peak, not the wall draw.</source>
        <translation>未选电源：电费按直流峰值计算，而不是墙插取电。</translation>
    </message>
    <message>
        <source>No GPU placed: there is no work to rent instead.</source>
        <translation>没有装入显卡：没有可以改为租用的工作。</translation>
    </message>
    <message>
        <source>The build has {0} error(s) (see the checks): as it stands it will not work, and fixing it may change these costs.</source>
        <translation>此配置有 {0} 个错误（见检查）：按现状无法工作，修复后这些费用可能改变。</translation>
    </message>
    <message>
        <source>The build is {0}; the purchase price leaves out what it lacks.</source>
        <translation>{0}；购买价格未包括所缺的部件。</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>month {0}</source>
        <translation>第 {0} 个月</translation>
    </message>
    <message>
        <source>Purchase: {0}; peak wall draw {1:,.0f} W, idle {2:,.0f} W ({3:.0f} % of peak)</source>
        <translation>购置：{0}；峰值墙插取电 {1:,.0f} W，待机 {2:,.0f} W（峰值的 {3:.0f} %）</translation>
    </message>
    <message>
        <source>Use: {0:g} h a day; electricity {1:g} {2}/kWh; lifetime {3} months</source>
        <translation>使用：每天 {0:g} 小时；电价 {1:g} {2}/kWh；使用寿命 {3} 个月</translation>
    </message>
    <message>
        <source>Energy: {0:,.1f} kWh a month = {1} a month; owning for {2} months: {3}</source>
        <translation>电量：每月 {0:,.1f} kWh = 每月 {1}；使用 {2} 个月的拥有成本：{3}</translation>
    </message>
    <message>
        <source>Throughput: {0:,.1f} TFLOPS {1} from {2} GPU(s)</source>
        <translation>算力：{0:,.1f} TFLOPS {1}，来自 {2} 块显卡</translation>
    </message>
    <message>
        <source>Owning costs {0} per busy hour over the lifetime</source>
        <translation>在使用寿命内，每个忙碌小时的拥有成本为 {0}</translation>
    </message>
    <message>
        <source>as fast</source>
        <translation>速度相同</translation>
    </message>
    <message>
        <source>build {0:.2f}× faster</source>
        <translation>本配置快 {0:.2f} 倍</translation>
    </message>
    <message>
        <source>instance {0:.2f}× faster</source>
        <translation>实例快 {0:.2f} 倍</translation>
    </message>
    <message>
        <source>Offering</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Rent a month</source>
        <translation>每月租金</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>回本</translation>
    </message>
    <message>
        <source>Own per instance-hour</source>
        <translation>每实例小时拥有成本</translation>
    </message>
    <message>
        <source>Rent per hour</source>
        <translation>每小时租金</translation>
    </message>
    <message>
        <source>Owning pays from</source>
        <translation>拥有更划算的使用时长</translation>
    </message>
    <message>
        <source>{0:g} h/day</source>
        <translation>每天 {0:g} 小时</translation>
    </message>
    <message>
        <source>Power limit ({0}): no limit the cards accept is enough</source>
        <translation>功率限制（{0}）：显卡可接受的功率限制都不够</translation>
    </message>
    <message>
        <source>Power limit ({0}): {1:,.0f} W per GPU keeps {2:.1f} % of GPU throughput</source>
        <translation>功率限制（{0}）：每块显卡 {1:,.0f} W，保留 {2:.1f} % 的显卡算力</translation>
    </message>
    <message>
        <source>  {0} in {1}: {2:,.0f} W of {3:,.0f} W, keeps {4:.1f} %{5}</source>
        <translation>  {1} 中的 {0}：{3:,.0f} W 中的 {2:,.0f} W，保留 {4:.1f} %{5}</translation>
    </message>
    <message>
        <source> (extrapolated below the lowest measured limit)</source>
        <translation>（低于最低实测限制，为外推值）</translation>
    </message>
    <message>
        <source>  Measured on {0}, {1}: {2}</source>
        <translation>  实测于 {0}，{1}：{2}</translation>
    </message>
    <message>
        <source> (borrowed: no measurement for these cards&apos; generation)</source>
        <translation>（借用数据：这一代显卡没有实测）</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度对比</translation>
    </message>
    <message>
        <source>Buy or rent: {0}</source>
        <translation>买还是租：{0}</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>买还是租</translation>
    </message>
    <message>
        <source>Own the build</source>
        <translation>拥有这台配置</translation>
    </message>
</context>
<context>
    <name>CostTab</name>
    <message>
        <source> h/day</source>
        <translation> 小时/天</translation>
    </message>
    <message>
        <source>Units of this currency per US dollar: converts the purchase prices and the offerings&apos; prices</source>
        <translation>每美元折合多少该货币：用于换算购置价格和各方案的价格</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Draw while the machine is on but not busy, as a share of its peak wall draw; 0 for a machine switched off when it is not working</source>
        <translation>开机但不忙时的功耗，占峰值墙插取电的比例；不工作时关机则为 0</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>FP16 tensor</source>
        <translation>FP16 张量</translation>
    </message>
    <message>
        <source>FP16 tensor: the tensor-core rate with FP32 accumulate, what training in mixed precision uses (plain FP16 on cards without tensor cores); FP32: single precision</source>
        <translation>FP16 张量：张量核心以 FP32 累加的速率，即混合精度训练所用（无张量核心的卡为普通 FP16）；FP32：单精度</translation>
    </message>
    <message>
        <source>&amp;Use:</source>
        <translation>使用时长(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Electricity per kWh:</source>
        <translation>每千瓦时电价(&amp;E)：</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>货币(&amp;U)：</translation>
    </message>
    <message>
        <source>&amp;Rate per USD:</source>
        <translation>每美元汇率(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Lifetime:</source>
        <translation>使用寿命(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Idle draw:</source>
        <translation>待机功耗(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Throughput:</source>
        <translation>算力(&amp;T)：</translation>
    </message>
    <message>
        <source>Your numbers</source>
        <translation>你的数据</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>对比：</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月</translation>
    </message>
    <message>
        <source>No GPU placed: there is no power limit to plan.</source>
        <translation>未放置 GPU：无需规划功率限制。</translation>
    </message>
    <message>
        <source>No PSU chosen: a power limit cannot be planned against it (choose one, then see here whether the GPUs need a limit).</source>
        <translation>未选择电源：无法据此规划功率限制（选择电源后，再在此查看 GPU 是否需要限制）。</translation>
    </message>
    <message>
        <source>● owning breaks even</source>
        <translation>● 拥有成本回本点</translation>
    </message>
    <message>
        <source>&amp;Apply power limits</source>
        <translation>应用功率限制(&amp;A)</translation>
    </message>
    <message>
        <source>Power-limit planner</source>
        <translation>功率限制规划</translation>
    </message>
    <message>
        <source>No power limit to plan before there is a build.</source>
        <translation>尚无配置，无需规划功率限制。</translation>
    </message>
    <message>
        <source>Open or design a build to compare it with renting.</source>
        <translation>打开或设计一个配置，与租用做对比。</translation>
    </message>
    <message>
        <source>The offerings data cannot be read: {0}</source>
        <translation>无法读取云服务方案数据：{0}</translation>
    </message>
    <message>
        <source>{price:g} {currency} an hour</source>
        <translation>每小时 {price:g} {currency}</translation>
    </message>
    <message>
        <source>{price:g} {currency} a month</source>
        <translation>每月 {price:g} {currency}</translation>
    </message>
    <message>
        <source>{label}: {price} ({date})</source>
        <translation>{label}：{price}（{date}）</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>未注明日期</translation>
    </message>
    <message>
        <source>{0} x {1}, {2:g} {3} per hour ({4}, {5})
{6}
{7}</source>
        <translation>{0} × {1}，每小时 {2:g} {3}（{4}，{5}）
{6}
{7}</translation>
    </message>
    <message>
        <source>{0} x {1}, {2:g} {3} per month ({4}, {5})
{6}
{7}</source>
        <translation>{0} × {1}，每月 {2:g} {3}（{4}，{5}）
{6}
{7}</translation>
    </message>
    <message>
        <source>region not stated</source>
        <translation>未注明地区</translation>
    </message>
    <message>
        <source>Offerings to compare with</source>
        <translation>用于比较的租用方案</translation>
    </message>
    <message>
        <source>Older prices (more than three years before the newest): not compared unless ticked</source>
        <translation>较旧的价格（比最新价格早三年以上）：勾选后才参与比较</translation>
    </message>
    <message>
        <source>Purchase {0}; energy {1:,.0f} kWh = {2} a month (peak {3:,.0f} W at the wall, idle {4:,.0f} W); owning for {5} months costs {6}.</source>
        <translation>购置 {0}；电量 {1:,.0f} kWh = 每月 {2}（墙插峰值 {3:,.0f} W，待机 {4:,.0f} W）；使用 {5} 个月的拥有成本为 {6}。</translation>
    </message>
    <message>
        <source>GPU throughput {0:,.1f} TFLOPS; {1} per busy hour.</source>
        <translation>显卡算力 {0:,.1f} TFLOPS；每个忙碌小时 {1}。</translation>
    </message>
    <message>
        <source>Cumulative cost ({0})</source>
        <translation>累计成本（{0}）</translation>
    </message>
    <message>
        <source>{0}: owning breaks even in month {1}</source>
        <translation>{0}：第 {1} 个月回本</translation>
    </message>
    <message>
        <source>The build fits its PSU and outlet: no power limit is needed.</source>
        <translation>本配置的电源和插座都够用：不需要功率限制。</translation>
    </message>
    <message>
        <source>{0}: no power limit the cards accept is enough; see the checks for other fixes.</source>
        <translation>{0}：显卡可接受的功率限制都不够；其他修正办法见检查结果。</translation>
    </message>
    <message>
        <source>{0}: limit each GPU to {1:,.0f} W (nvidia-smi -pl {1:.0f}); the GPUs keep {2:.1f} % of their throughput.</source>
        <translation>{0}：把每块显卡限制在 {1:,.0f} W（nvidia-smi -pl {1:.0f}）；显卡保留 {2:.1f} % 的算力。</translation>
    </message>
    <message>
        <source>{0} in {1}: {2:,.0f} W of {3:,.0f} W keeps {4:.1f} %{5}</source>
        <translation>{1} 中的 {0}：{3:,.0f} W 中的 {2:,.0f} W，保留 {4:.1f} %{5}</translation>
    </message>
    <message>
        <source>Measured on {0} ({1}): {2}</source>
        <translation>实测于 {0}（{1}）：{2}</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Something went wrong inside the configurator: {error}. The window goes on; the last thing you did may not have happened.</source>
        <translation>配置器内部出错：{error}。窗口会继续运行；您刚才的最后一步操作可能没有生效。</translation>
    </message>
    <message>
        <source>Your build was saved automatically: should the configurator close, it is offered back at the next start.</source>
        <translation>您的配置已自动保存：如果配置器关闭，下次启动时会提供恢复。</translation>
    </message>
    <message>
        <source>Your build could not be saved automatically: save it (File &gt; Save) if you can.</source>
        <translation>您的配置未能自动保存：如有可能，请保存它（文件 &gt; 保存）。</translation>
    </message>
    <message>
        <source>Your build has no unsaved changes.</source>
        <translation>您的配置没有未保存的更改。</translation>
    </message>
    <message>
        <source>The details are in the log: {path}</source>
        <translation>详细信息见日志：{path}</translation>
    </message>
    <message>
        <source>No log could be written (the data folder cannot be written).</source>
        <translation>无法写入日志（数据文件夹不可写）。</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>出错了</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Save build as</source>
        <translation>配置另存为</translation>
    </message>
    <message>
        <source>Open build or lab plan</source>
        <translation>打开配置或实验室规划</translation>
    </message>
    <message>
        <source>Builds and lab plans (*.gwb *.gwb.json *.gwlab);;Build files (*.gwb *.gwb.json);;Lab plans (*.gwlab);;All files (*)</source>
        <translation>配置和实验室规划 (*.gwb *.gwb.json *.gwlab);;配置文件 (*.gwb *.gwb.json);;实验室规划 (*.gwlab);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Build files (*.gwb)</source>
        <translation>配置文件 (*.gwb)</translation>
    </message>
    <message>
        <source>Custom outlet</source>
        <translation>自定义插座</translation>
    </message>
    <message>
        <source>Voltage:</source>
        <translation>电压：</translation>
    </message>
    <message>
        <source>Breaker rating:</source>
        <translation>断路器额定电流：</translation>
    </message>
</context>
<context>
    <name>DockLayout</name>
    <message>
        <source>Arrange Panels Automatically</source>
        <translation>自动排列面板</translation>
    </message>
    <message>
        <source>Side by side in a wide window, tabbed in one column in a narrow one, so that the drawing stays readable</source>
        <translation>窗口宽时面板并排，窗口窄时合为一列标签页，使机箱图保持清晰可读</translation>
    </message>
</context>
<context>
    <name>DragController</name>
    <message>
        <source>No new problem in this slot</source>
        <translation>这个插槽没有新问题</translation>
    </message>
    <message>
        <source>{n} new problem(s)</source>
        <translation>{n} 个新问题</translation>
    </message>
    <message>
        <source>no new problem</source>
        <translation>没有新问题</translation>
    </message>
    <message>
        <source>{slot}: {what}</source>
        <translation>{slot}：{what}</translation>
    </message>
    <message>
        <source>In this slot:</source>
        <translation>本插槽：</translation>
    </message>
    <message>
        <source>In other slots:</source>
        <translation>其他插槽：</translation>
    </message>
    <message>
        <source>Not placed</source>
        <translation>未安放</translation>
    </message>
    <message>
        <source>Build-wide:</source>
        <translation>整机：</translation>
    </message>
    <message>
        <source>Resolved:</source>
        <translation>已消除：</translation>
    </message>
    <message>
        <source> ({mark} rests on estimates)</source>
        <translation>（{mark} 依据估计值）</translation>
    </message>
    <message>
        <source>  … and {n} more note(s)</source>
        <translation>  ……另有 {n} 条提示</translation>
    </message>
    <message>
        <source>Peak power {before:,.0f} W → {after:,.0f} W</source>
        <translation>峰值功耗 {before:,.0f} W → {after:,.0f} W</translation>
    </message>
    <message>
        <source> (PSU {load:.0f} %)</source>
        <translation>（电源 {load:.0f} %）</translation>
    </message>
    <message>
        <source>Wall {after:,.0f} W of the {outlet:,.0f} W outlet</source>
        <translation>墙插 {after:,.0f} W / 插座 {outlet:,.0f} W</translation>
    </message>
    <message>
        <source>Air rise +{before:.1f} → +{after:.1f} °C</source>
        <translation>空气温升 +{before:.1f} → +{after:.1f} °C</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>“{name}” has changes that are not saved. Save them?</source>
        <translation>“{name}”有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>New from template</source>
        <translation>从模板新建</translation>
    </message>
    <message>
        <source>No build templates are installed.</source>
        <translation>没有安装配置模板。</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>从以下模板开始：</translation>
    </message>
    <message>
        <source>Template cannot be used</source>
        <translation>无法使用模板</translation>
    </message>
    <message>
        <source>Cannot open the build</source>
        <translation>无法打开配置</translation>
    </message>
    <message>
        <source>{file} cannot be opened:
{message}</source>
        <translation>无法打开 {file}：
{message}</translation>
    </message>
    <message>
        <source>Opened with notes</source>
        <translation>打开时有提示</translation>
    </message>
    <message>
        <source>build</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>{title} (older cards, to learn on)</source>
        <translation>{title}（较旧的显卡，用于学习）</translation>
    </message>
    <message>
        <source>Cannot save the build</source>
        <translation>无法保存配置</translation>
    </message>
    <message>
        <source>{file} cannot be written:
{message}</source>
        <translation>无法写入 {file}：
{message}</translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>处理器</translation>
    </message>
    <message>
        <source>chipset</source>
        <translation>芯片组</translation>
    </message>
    <message>
        <source>PCIe switch</source>
        <translation>PCIe 交换芯片</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the names of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a list</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>The {board} is {form_factor}; the {chassis} takes {takes}</source>
        <translation>{board} 是 {form_factor} 板型；{chassis} 支持 {takes}</translation>
    </message>
    <message>
        <source>The build has {cpus} CPUs; the {board} has {sockets} socket(s)</source>
        <translation>配置中有 {cpus} 颗处理器；{board} 只有 {sockets} 个 CPU 插座</translation>
    </message>
    <message>
        <source>Use unbuffered (UDIMM) modules: {qty} x {name} ({total_gb:,.0f} GB)</source>
        <translation>改用无缓冲（UDIMM）内存条：{qty} × {name}（{total_gb:,.0f} GB）</translation>
    </message>
    <message>
        <source>Use registered (RDIMM) modules: {qty} x {name} ({total_gb:,.0f} GB)</source>
        <translation>改用寄存式（RDIMM）内存条：{qty} × {name}（{total_gb:,.0f} GB）</translation>
    </message>
    <message>
        <source>Use modules of one kind: {qty} x {name} ({total_gb:,.0f} GB)</source>
        <translation>改用同一种内存条：{qty} × {name}（{total_gb:,.0f} GB）</translation>
    </message>
    <message>
        <source>Registered and unbuffered modules are mixed ({a} and {b}); they cannot run together</source>
        <translation>寄存式和无缓冲内存条混插（{a} 和 {b}）；两者不能一起工作</translation>
    </message>
    <message>
        <source>{modules} memory modules, but the {board} has {slots} DIMM slots</source>
        <translation>{modules} 条内存，但 {board} 只有 {slots} 个内存插槽</translation>
    </message>
    <message>
        <source>{module} is ECC memory, but ECC is not supported by: {lacking}; it runs without error correction</source>
        <translation>{module} 是 ECC 内存，但 {lacking} 不支持 ECC；内存将不带纠错运行</translation>
    </message>
    <message>
        <source>{qty} PSUs, but the {chassis} has {bays} PSU bay(s)</source>
        <translation>{qty} 个电源，但 {chassis} 只有 {bays} 个电源仓位</translation>
    </message>
    <message>
        <source>Use a chassis that takes {form_factor} boards, e.g. the {name}</source>
        <translation>换用支持 {form_factor} 主板的机箱，例如 {name}</translation>
    </message>
    <message>
        <source>The {cpu} runs on {chipsets} boards; the {board} has the {chipset} chipset, whose firmware does not run it</source>
        <translation>{cpu} 只能用于 {chipsets} 主板；{board} 是 {chipset} 芯片组，其固件不支持这款处理器</translation>
    </message>
    <message>
        <source>{module} is registered (RDIMM); the {board} takes only unbuffered modules and will not boot</source>
        <translation>{module} 是寄存式（RDIMM）内存；{board} 只支持无缓冲内存，无法开机</translation>
    </message>
    <message>
        <source>Use fewer, larger modules: {qty} x {name} ({total_gb:,.0f} GB)</source>
        <translation>改用更少、容量更大的内存条：{qty} × {name}（{total_gb:,.0f} GB）</translation>
    </message>
    <message>
        <source>Use non-ECC modules, {qty} x {name} ({total_gb:,.0f} GB), or an ECC-capable board and CPU</source>
        <translation>改用非 ECC 内存条 {qty} × {name}（{total_gb:,.0f} GB），或换用支持 ECC 的主板和处理器</translation>
    </message>
    <message>
        <source>Use a chassis with {bays} PSU bays, e.g. the {name}</source>
        <translation>换用有 {bays} 个电源仓位的机箱，例如 {name}</translation>
    </message>
    <message>
        <source>The {cooler} is {height_mm:.0f} mm tall; the {chassis} takes CPU coolers up to {max_mm:.0f} mm</source>
        <translation>{cooler} 高 {height_mm:.0f} mm；{chassis} 的 CPU 散热器限高 {max_mm:.0f} mm</translation>
    </message>
    <message>
        <source>The {cooler} does not mount on socket {socket}</source>
        <translation>{cooler} 不能安装在 {socket} 插座上</translation>
    </message>
    <message>
        <source>{cpus} CPUs but {coolers} cooler(s)</source>
        <translation>{cpus} 颗处理器，但只有 {coolers} 个散热器</translation>
    </message>
    <message>
        <source>The {cooler} is rated for {rating_w:,.0f} W; the CPU draws up to {peak_w:,.0f} W under sustained turbo</source>
        <translation>{cooler} 的解热能力为 {rating_w:,.0f} W；处理器持续睿频时功耗可达 {peak_w:,.0f} W</translation>
    </message>
    <message>
        <source>The {cpu} fits socket {cpu_socket}; the {board} has socket {board_socket}</source>
        <translation>{cpu} 适用 {cpu_socket} 插座；{board} 是 {board_socket} 插座</translation>
    </message>
    <message>
        <source>{module} is {module_type}; the {board} takes {board_type}</source>
        <translation>{module} 是 {module_type}；{board} 只支持 {board_type}</translation>
    </message>
    <message>
        <source>{module} is unbuffered; the {board} takes only registered (RDIMM) modules and will not boot</source>
        <translation>{module} 是无缓冲内存；{board} 只支持寄存式（RDIMM）内存，无法开机</translation>
    </message>
    <message>
        <source>{card} and {other} are both in slot {slot}</source>
        <translation>{card} 和 {other} 都装在插槽 {slot} 中</translation>
    </message>
    <message>
        <source>{card} is an x{lanes} card; slot {slot} is a closed x{mech} slot</source>
        <translation>{card} 是 x{lanes} 的卡；插槽 {slot} 是封闭的 x{mech} 插槽</translation>
    </message>
    <message>
        <source>Use {qty} x a cooler at most {max_mm:.0f} mm tall, e.g. the {name}</source>
        <translation>使用 {qty} 个高度不超过 {max_mm:.0f} mm 的散热器，例如 {name}</translation>
    </message>
    <message>
        <source>Use {qty} x a cooler for socket {sockets}, e.g. the {name}</source>
        <translation>使用 {qty} 个适用 {sockets} 插座的散热器，例如 {name}</translation>
    </message>
    <message>
        <source>Use {qty} x a cooler rated for at least {peak_w:,.0f} W, e.g. the {name}</source>
        <translation>使用 {qty} 个解热能力至少 {peak_w:,.0f} W 的散热器，例如 {name}</translation>
    </message>
    <message>
        <source>Use a CPU for socket {socket}, e.g. {count} x {name}</source>
        <translation>换用 {socket} 插座的处理器，例如 {count} × {name}</translation>
    </message>
    <message>
        <source>Use a CPU that the {chipset} chipset runs, e.g. {count} x {name}</source>
        <translation>换用 {chipset} 芯片组支持的处理器，例如 {count} × {name}</translation>
    </message>
    <message>
        <source>Use modules the board takes: {qty} x {name} ({total_gb:,.0f} GB)</source>
        <translation>改用主板支持的内存条：{qty} × {name}（{total_gb:,.0f} GB）</translation>
    </message>
    <message>
        <source>Keep {sockets} CPU(s) and remove the rest</source>
        <translation>保留 {sockets} 颗处理器，移除其余的</translation>
    </message>
    <message>
        <source>Buy {qty} coolers</source>
        <translation>购买 {qty} 个散热器</translation>
    </message>
    <message>
        <source>The {psu} is a {form_factor} power supply; the bays of the {chassis} take {takes}</source>
        <translation>{psu} 是 {form_factor} 规格的电源；{chassis} 的电源仓只能装 {takes}</translation>
    </message>
    <message>
        <source>The {chassis} is a system sold with its own board ({boards}); the {board} is not one of them</source>
        <translation>{chassis} 是整机系统，随机配有自己的主板（{boards}）；{board} 不在其中</translation>
    </message>
    <message>
        <source>Use a chassis that takes the {board}, e.g. the {name}</source>
        <translation>换用能装 {board} 的机箱，例如 {name}</translation>
    </message>
    <message>
        <source>Use a chassis whose bays take {form_factor} power supplies, e.g. the {name}</source>
        <translation>换用电源仓能装 {form_factor} 电源的机箱，例如 {name}</translation>
    </message>
    <message>
        <source>Use the system&apos;s own board, the {name}</source>
        <translation>换用该系统自带的主板 {name}</translation>
    </message>
    <message>
        <source>no catalog chassis takes {gpus}: the closest, the {name}, {lacks}</source>
        <translation>配件库中没有机箱能装下 {gpus}：最接近的是 {name}，它{lacks}</translation>
    </message>
    <message>
        <source>takes none of the boards with slots for the GPUs</source>
        <translation>装不下任何有足够插槽放这些 GPU 的主板</translation>
    </message>
    <message>
        <source>takes cards up to {max_mm:,.0f} mm long; the {gpu} is {length_mm:,.0f} mm</source>
        <translation>只能装长度不超过 {max_mm:,.0f} 毫米的显卡；{gpu} 长 {length_mm:,.0f} 毫米</translation>
    </message>
    <message>
        <source>takes cards up to {max_mm:,.0f} mm tall; the {gpu} needs {height_mm:,.0f} mm</source>
        <translation>只能装高度不超过 {max_mm:,.0f} 毫米的显卡；{gpu} 需要 {height_mm:,.0f} 毫米</translation>
    </message>
    <message>
        <source>has no server airflow for the passive {gpu}</source>
        <translation>没有被动散热的 {gpu} 所需的服务器风道</translation>
    </message>
    <message>
        <source>has {slots} expansion slots; the cards need {need}</source>
        <translation>只有 {slots} 个扩展槽位；这些卡需要 {need} 个</translation>
    </message>
    <message>
        <source>takes only {forms} power supplies, and no catalog PSU on sale is one</source>
        <translation>只能装 {forms} 电源，而配件库中没有在售的此类电源</translation>
    </message>
    <message>
        <source>its {bays} PSU bay(s) give at most {watts:,.0f} W at {volts:g} V; the GPUs alone draw {peak_w:,.0f} W</source>
        <translation>其 {bays} 个电源仓位在 {volts:g} V 下最多提供 {watts:,.0f} W；仅 GPU 就消耗 {peak_w:,.0f} W</translation>
    </message>
    <message>
        <source>{first}; {second}</source>
        <translation>{first}；{second}</translation>
    </message>
    <message>
        <source>{count} x {gpu}</source>
        <translation>{count} × {gpu}</translation>
    </message>
    <message>
        <source>at {outlet} no build stays under the continuous limit; at {other}: {price_usd:,.2f} USD with {warnings} warning(s), the {board} in the {chassis}</source>
        <translation>在 {outlet} 上没有配置能保持在持续负载限值以下；在 {other} 上：{price_usd:,.2f} 美元，{warnings} 个警告，{chassis} 中的 {board}</translation>
    </message>
    <message>
        <source>at {outlet} no build works; at {other}: {price_usd:,.2f} USD with {warnings} warning(s), the {board} in the {chassis}</source>
        <translation>在 {outlet} 上没有可行的配置；在 {other} 上：{price_usd:,.2f} 美元，{warnings} 个警告，{chassis} 中的 {board}</translation>
    </message>
    <message>
        <source>no catalog board has {count} x{lanes} slots {spacing} brackets apart</source>
        <translation>目录中没有主板具备 {count} 个相隔 {spacing} 个挡板位的 x{lanes} 插槽</translation>
    </message>
    <message>
        <source>no catalog board has an x{lanes} slot for the GPU</source>
        <translation>目录中没有主板具备可装此 GPU 的 x{lanes} 插槽</translation>
    </message>
    <message>
        <source>no catalog board takes the CPUs, memory and chassis the build already has</source>
        <translation>目录中没有主板能配合配置中已有的 CPU、内存和机箱</translation>
    </message>
    <message>
        <source>no PSU in the catalog gives {watts:,.0f} W on a {volts:g} V outlet</source>
        <translation>目录中没有电源能在 {volts:g} V 插座上提供 {watts:,.0f} W</translation>
    </message>
    <message>
        <source>the build draws at least {wall_w:,.0f} W from the wall at peak; the {outlet} outlet gives {outlet_w:,.0f} W</source>
        <translation>配置在峰值时至少从墙上取电 {wall_w:,.0f} W；{outlet} 插座只能提供 {outlet_w:,.0f} W</translation>
    </message>
    <message>
        <source>the budget of {budget_usd:,.2f} USD is below the cheapest complete build without errors, {price_usd:,.2f} USD</source>
        <translation>{budget_usd:,.2f} 美元的预算低于最便宜的无错误完整配置（{price_usd:,.2f} 美元）</translation>
    </message>
    <message>
        <source>nothing within the budget of {budget_usd:,.2f} USD works</source>
        <translation>在 {budget_usd:,.2f} 美元的预算之内没有可行的配置</translation>
    </message>
    <message>
        <source>the build&apos;s own parts have an error that no added part takes away: {finding}</source>
        <translation>配置中已有的部件存在任何添加的部件都无法消除的错误：{finding}</translation>
    </message>
    <message>
        <source>no catalog {kind} fits the rest of the build</source>
        <translation>目录中没有{kind}能配合配置的其余部件</translation>
    </message>
    <message>
        <source>every catalog {kind} that fits leaves an error; the most common is {rule}: {finding}</source>
        <translation>目录中每个合适的{kind}都会留下错误；最常见的是 {rule}：{finding}</translation>
    </message>
    <message>
        <source>the build has no GPU: add the GPUs it is for, and complete it then</source>
        <translation>配置中没有 GPU：请先添加要用的 GPU，再补全配置</translation>
    </message>
    <message>
        <source>no complete build without errors was found within the time limit of {seconds:g} s; a longer limit may find one</source>
        <translation>在 {seconds:g} 秒的时间限制内未找到无错误的完整配置；更长的时间限制也许能找到</translation>
    </message>
    <message>
        <source>the build lacks nothing, and it has errors of its own: {finding}</source>
        <translation>配置不缺部件，但自身存在错误：{finding}</translation>
    </message>
    <message>
        <source>slot</source>
        <translation>插槽</translation>
    </message>
    <message>
        <source>CPU cooler</source>
        <translation>CPU 散热器</translation>
    </message>
    <message>
        <source>Completed by the configurator: added {parts}.</source>
        <translation>由配置工具补全：添加了 {parts}。</translation>
    </message>
    <message>
        <source>Placed {gpus}.</source>
        <translation>放置了 {gpus}。</translation>
    </message>
    <message>
        <source>{qty} x {name} ({part})</source>
        <translation>{qty} × {name}（{part}）</translation>
    </message>
    <message>
        <source>{name} in slot {slot}</source>
        <translation>{name} 插在插槽 {slot}</translation>
    </message>
    <message>
        <source> (waiver refused: errors cannot be waived)</source>
        <translation>（豁免被拒绝：错误不能豁免）</translation>
    </message>
    <message>
        <source>Move the {card} from slot {from_slot} to slot {slot}</source>
        <translation>把 {card} 从插槽 {from_slot} 移到插槽 {slot}</translation>
    </message>
    <message>
        <source>Use the {name} ({watts:,.0f} W)</source>
        <translation>换用 {name}（{watts:,.0f} W）</translation>
    </message>
    <message>
        <source>Use {qty} x {name} ({watts:,.0f} W each)</source>
        <translation>使用 {qty} × {name}（每个 {watts:,.0f} W）</translation>
    </message>
    <message>
        <source>Use a chassis whose power board feeds every GPU plug, e.g. the {name}</source>
        <translation>换用电源背板能为所有显卡接口供电的机箱，例如 {name}</translation>
    </message>
    <message>
        <source>Use a chassis whose power board has {plugs} 16-pin plugs, e.g. the {name}</source>
        <translation>换用电源背板有 {plugs} 个 16 针接口的机箱，例如 {name}</translation>
    </message>
    <message>
        <source>Add one more {name} (a bay is free): {working} working units deliver {usable_w:,.0f} W</source>
        <translation>再加一台 {name}（还有空电源仓）：{working} 台工作电源共提供 {usable_w:,.0f} W</translation>
    </message>
    <message>
        <source>Add one more {name}: {qty} units give {pcie} 6+2-pin, {native} 16-pin and {eps} EPS cables</source>
        <translation>再加一台 {name}：{qty} 台共提供 {pcie} 根 6+2 针、{native} 根 16 针和 {eps} 根 EPS 线缆</translation>
    </message>
    <message>
        <source>Use the {name} ({chipset} chipset), which runs the {cpu}</source>
        <translation>换用 {name}（{chipset} 芯片组），它支持 {cpu}</translation>
    </message>
    <message>
        <source>Use the {name} ({watts:,.0f} W; {pcie} 6+2-pin, {native} 16-pin and {eps} EPS cables)</source>
        <translation>换用 {name}（{watts:,.0f} W；{pcie} 根 6+2 针、{native} 根 16 针和 {eps} 根 EPS 线缆）</translation>
    </message>
    <message>
        <source>Use {qty} x {name} ({watts:,.0f} W each; {pcie} 6+2-pin, {native} 16-pin and {eps} EPS cables from the working units)</source>
        <translation>换用 {qty} × {name}（每台 {watts:,.0f} W；工作中的电源共提供 {pcie} 根 6+2 针、{native} 根 16 针和 {eps} 根 EPS 线缆）</translation>
    </message>
    <message>
        <source> (rests on estimated figures: {estimated})</source>
        <translation>（依据的是估计值：{estimated}）</translation>
    </message>
    <message>
        <source>{field} of the {part}</source>
        <translation>{part} 的 {field}</translation>
    </message>
    <message>
        <source>Cable lengths: whether the PSU&apos;s cables reach every GPU and the CPU power sockets.</source>
        <translation>线缆长度：电源线材能否够到每块显卡和 CPU 供电接口。</translation>
    </message>
    <message>
        <source>Memory clearance under the CPU cooler (tall RAM heat spreaders against cooler fins).</source>
        <translation>CPU 散热器下方的内存净空（高内存马甲与散热鳍片是否冲突）。</translation>
    </message>
    <message>
        <source>Driver and framework support (CUDA, cuDNN, PyTorch, TensorFlow) for each GPU.</source>
        <translation>每块显卡的驱动和框架支持（CUDA、cuDNN、PyTorch、TensorFlow）。</translation>
    </message>
    <message>
        <source>Noise at full load.</source>
        <translation>满载噪音。</translation>
    </message>
    <message>
        <source>Memory speed, rank and population rules beyond type, ECC, registration and slot count.</source>
        <translation>类型、ECC、寄存与插槽数量之外的内存频率、Rank 和插法规则。</translation>
    </message>
    <message>
        <source>Whether a chassis&apos; fans, dust filters or drive cages must move to fit long cards.</source>
        <translation>为装长显卡，机箱的风扇、防尘网或硬盘笼是否需要移位。</translation>
    </message>
    <message>
        <source>Vendor availability and current prices: catalog prices are dated estimates.</source>
        <translation>供货情况和当前价格：配件库中的价格是注明日期的估价。</translation>
    </message>
    <message>
        <source>Use a CPU with more than {lanes} PCIe lanes, e.g. {count} x {name}</source>
        <translation>换用 PCIe 通道多于 {lanes} 条的处理器，例如 {count} × {name}</translation>
    </message>
    <message>
        <source>Install a second {cpu} in the empty socket</source>
        <translation>在空插座上再装一颗 {cpu}</translation>
    </message>
    <message>
        <source>Slot {slot} ({card}) gets no PCIe lanes: it is wired to CPU socket {socket}, which has no CPU</source>
        <translation>插槽 {slot}（{card}）没有分到 PCIe 通道：它连接在 {socket} 号 CPU 插座上，而那里没有处理器</translation>
    </message>
    <message>
        <source>Slot {slot} ({card}) gets no PCIe lanes: the board switches it off while slot {other} holds a card (they share lanes)</source>
        <translation>插槽 {slot}（{card}）没有分到 PCIe 通道：插槽 {other} 装有卡时主板会关闭此插槽（两者共用通道）</translation>
    </message>
    <message>
        <source>Slot {slot} ({card}) gets no PCIe lanes: the CPU&apos;s PCIe lanes are used up by the other slots</source>
        <translation>插槽 {slot}（{card}）没有分到 PCIe 通道：处理器的 PCIe 通道已被其他插槽用完</translation>
    </message>
    <message>
        <source>Use a chassis with at least {need_cfm:,.0f} CFM of air through it, e.g. the {name}</source>
        <translation>换用风量至少 {need_cfm:,.0f} CFM 的机箱，例如 {name}</translation>
    </message>
    <message>
        <source>Up to {heat_w:,.0f} W of heat stays in the case; with {cfm:,.0f} CFM of air through it the air warms by up to {delta_t_c:.1f} C, more than {limit_c:.0f} C: the cards and CPU run hotter and their fans louder</source>
        <translation>最多 {heat_w:,.0f} W 的热量留在机箱内；机箱风量 {cfm:,.0f} CFM 时空气最多升温 {delta_t_c:.1f} °C，超过 {limit_c:.0f} °C：显卡和 CPU 温度更高，风扇更吵</translation>
    </message>
    <message>
        <source>Add case fans: about {need_cfm:,.0f} CFM through the case (0.5 x the rated CFM of its fans, intake and exhaust) keeps the rise under {limit_c:.0f} C</source>
        <translation>加装机箱风扇：机箱风量约 {need_cfm:,.0f} CFM（进风和出风风扇额定 CFM 之和 × 0.5）可使温升低于 {limit_c:.0f} °C</translation>
    </message>
    <message>
        <source>{count} GPUs behind PCIe switch {switch} share its x{uplink} uplink: about {share:.1f} GB/s each to the CPU (peer-to-peer traffic stays on the switch)</source>
        <translation>PCIe 交换芯片 {switch} 后面的 {count} 块显卡共用它的 x{uplink} 上行链路：每块到处理器约 {share:.1f} GB/s（点对点传输不经过处理器）</translation>
    </message>
    <message>
        <source>{card} in slot {slot} runs at x{lanes} ({bandwidth:.1f} GB/s); GPUs want at least x8</source>
        <translation>插槽 {slot} 中的 {card} 以 x{lanes} 运行（{bandwidth:.1f} GB/s）；显卡至少需要 x8</translation>
    </message>
    <message>
        <source>{card} in slot {slot} runs at x8 gen {gen}; that costs a few percent on most training jobs</source>
        <translation>插槽 {slot} 中的 {card} 以 x8、PCIe {gen}.0 运行；大多数训练任务会因此慢几个百分点</translation>
    </message>
    <message>
        <source>{card} in slot {slot} links at PCIe gen {gen} ({bandwidth:.1f} GB/s)</source>
        <translation>插槽 {slot} 中的 {card} 以 PCIe {gen}.0 连接（{bandwidth:.1f} GB/s）</translation>
    </message>
    <message>
        <source>{card} in slot {slot} hangs on the chipset and shares its uplink (about x4) with disks and USB</source>
        <translation>插槽 {slot} 中的 {card} 挂在芯片组上，与硬盘和 USB 共用芯片组的上行链路（约 x4）</translation>
    </message>
    <message>
        <source>The {card} in slot {slot} needs brackets {first} to {last}, but the {chassis} has {slots} expansion slots</source>
        <translation>插槽 {slot} 中的 {card} 需要第 {first} 到第 {last} 个挡板位，但 {chassis} 只有 {slots} 个扩展挡板位</translation>
    </message>
    <message>
        <source>The {gpu} is {length_mm:.0f} mm long; the {chassis} takes cards up to {max_mm:.0f} mm</source>
        <translation>{gpu} 长 {length_mm:.0f} mm；{chassis} 的显卡限长 {max_mm:.0f} mm</translation>
    </message>
    <message>
        <source>The {gpu} needs {height_mm:.0f} mm of height with its top 16-pin plug and 35 mm of straight cable before the first bend; the {chassis} has {max_mm:.0f} mm</source>
        <translation>{gpu} 加上顶部 16 针接口及第一个弯折前 35 mm 的直线线缆，需要 {height_mm:.0f} mm 高度；{chassis} 只有 {max_mm:.0f} mm</translation>
    </message>
    <message>
        <source>The {card} in slot {slot} is {width:g} slots wide and covers bracket {bracket}, where the {other} in slot {other_slot} stands</source>
        <translation>插槽 {slot} 中的 {card} 厚 {width:g} 槽，占住了第 {bracket} 个挡板位，而插槽 {other_slot} 中的 {other} 就在那里</translation>
    </message>
    <message>
        <source>The {gpu} needs {height_mm:.0f} mm of height with its top power plugs; the {chassis} has {max_mm:.0f} mm</source>
        <translation>{gpu} 加上顶部供电接口需要 {height_mm:.0f} mm 高度；{chassis} 只有 {max_mm:.0f} mm</translation>
    </message>
    <message>
        <source>The {gpu} needs {height_mm:.0f} mm of height; the {chassis} has {max_mm:.0f} mm</source>
        <translation>{gpu} 需要 {height_mm:.0f} mm 高度；{chassis} 只有 {max_mm:.0f} mm</translation>
    </message>
    <message>
        <source>Use a chassis with at least {slots} expansion slots, e.g. the {name}</source>
        <translation>换用至少有 {slots} 个扩展挡板位的机箱，例如 {name}</translation>
    </message>
    <message>
        <source>Use a {model} card of at most {max_mm:.0f} mm, e.g. the {name}</source>
        <translation>换用长度不超过 {max_mm:.0f} mm 的 {model} 显卡，例如 {name}</translation>
    </message>
    <message>
        <source>Use a chassis with room for {length_mm:.0f} mm cards, e.g. the {name}</source>
        <translation>换用能装 {length_mm:.0f} mm 显卡的机箱，例如 {name}</translation>
    </message>
    <message>
        <source>Use a {model} card with end power plugs or a lower cooler, e.g. the {name}</source>
        <translation>换用尾部供电或散热器更矮的 {model} 显卡，例如 {name}</translation>
    </message>
    <message>
        <source>Use a chassis with {height_mm} mm of card clearance, e.g. the {name}</source>
        <translation>换用显卡限高 {height_mm} mm 的机箱，例如 {name}</translation>
    </message>
    <message>
        <source>Limit each GPU to {limit_w:,.0f} W (nvidia-smi -pl {limit_w:.0f}) to keep the PSUs under 80 %; a 50 W cut costs about 7 % of training speed on a 250-350 W card</source>
        <translation>把每块显卡的功率限制在 {limit_w:,.0f} W（nvidia-smi -pl {limit_w:.0f}），使电源负载低于 80 %；对 250-350 W 的显卡，降低 50 W 大约会损失 7 % 的训练速度</translation>
    </message>
    <message>
        <source>Limit each GPU to {limit_w:,.0f} W (nvidia-smi -pl {limit_w:.0f}) to stay under the outlet&apos;s continuous limit; a 50 W cut costs about 7 % of training speed on a 250-350 W card</source>
        <translation>把每块显卡的功率限制在 {limit_w:,.0f} W（nvidia-smi -pl {limit_w:.0f}），使取电低于插座的持续负载上限；对 250-350 W 的显卡，降低 50 W 大约会损失 7 % 的训练速度</translation>
    </message>
    <message>
        <source>Limit each GPU to {limit_w:,.0f} W (nvidia-smi -pl {limit_w:.0f}): a lower power class needs fewer 6+2-pin cables on its 16-pin adapter</source>
        <translation>把每块显卡的功率限制在 {limit_w:,.0f} W（nvidia-smi -pl {limit_w:.0f}）：功率等级降低后，16 针转接线所需的 6+2 针线缆更少</translation>
    </message>
    <message>
        <source>Limit each GPU to {limit_w:,.0f} W (nvidia-smi -pl {limit_w:.0f}): its spikes shrink with its power, under what the PSUs carry</source>
        <translation>把每块显卡的功率限制在 {limit_w:,.0f} W（nvidia-smi -pl {limit_w:.0f}）：功率尖峰随功率一同降低，回到电源能承受的范围内</translation>
    </message>
    <message>
        <source>The build needs {needed} PCIe power plugs (6/8-pin); the PSUs ({working} x {psu} working) provide {available}</source>
        <translation>整机需要 {needed} 个 PCIe 供电接口（6/8 针）；电源（{working} × {psu} 工作）只提供 {available} 个</translation>
    </message>
    <message>
        <source>The build needs {needed} 8-pin EPS plugs (the board&apos;s CPU power and the GPUs&apos; EPS plugs); the PSUs ({working} x {psu} working) provide {available}</source>
        <translation>整机需要 {needed} 个 8 针 EPS 接口（主板的处理器供电和显卡的 EPS 接口）；电源（{working} × {psu} 工作）只提供 {available} 个</translation>
    </message>
    <message>
        <source>The GPUs need {needed} 8-pin EPS plugs; the power board of the {chassis} has {available} plugs left for them</source>
        <translation>显卡需要 {needed} 个 8 针 EPS 接口；{chassis} 的电源背板只剩 {available} 个接口可用</translation>
    </message>
    <message>
        <source>The GPUs need power for {needed} 16-pin plug(s); the PSUs ({working} x {psu} working) can feed {available}: they have {native} native 16-pin cable(s) and {spare} 6+2-pin cable(s) left for adapters</source>
        <translation>显卡有 {needed} 个 16 针接口需要供电；电源（{working} × {psu} 工作）只能为 {available} 个供电：原生 16 针线缆 {native} 根，剩余可用于转接线的 6+2 针线缆 {spare} 根</translation>
    </message>
    <message>
        <source>The GPUs need power for {needed} 16-pin plug(s); the power board of the {chassis} can feed {available}: it has {native} 16-pin plug(s) and {spare} 8-pin plug(s) left for adapters</source>
        <translation>显卡有 {needed} 个 16 针接口需要供电；{chassis} 的电源背板只能为 {available} 个供电：16 针接口 {native} 个，剩余可用于转接线的 8 针接口 {spare} 个</translation>
    </message>
    <message>
        <source>The {gpu} in slot {slot} takes its 16-pin plug through an adapter on {cables} of the power board&apos;s 8-pin plugs ({class_w:.0f} W class): no 16-pin plug of the board is left for it. Seat the plug fully and keep 35 mm straight before a bend</source>
        <translation>插槽 {slot} 中的 {gpu} 通过转接线从电源背板的 {cables} 个 8 针接口取电（{class_w:.0f} W 等级）：背板已没有空余的 16 针接口。请把插头完全插到底，弯折前保留 35 mm 直线</translation>
    </message>
    <message>
        <source>The {gpu} in slot {slot} takes its 16-pin plug through an adapter on {cables} 6+2-pin cables ({class_w:.0f} W class): no native 16-pin cable of the PSUs is left for it; an ATX 3.x PSU&apos;s native cable is the safer connection. Seat the plug fully and keep 35 mm straight before a bend</source>
        <translation>插槽 {slot} 中的 {gpu} 通过转接线从 {cables} 根 6+2 针线缆取电（{class_w:.0f} W 等级）：电源已没有空余的原生 16 针线缆；ATX 3.x 电源的原生线缆连接更安全。请把插头完全插到底，弯折前保留 35 mm 直线</translation>
    </message>
    <message>
        <source>The GPUs need {needed} PCIe power plugs (6/8-pin); the PSUs ({working} x {psu} working) provide {available}</source>
        <translation>显卡需要 {needed} 个 PCIe 供电接口（6/8 针）；电源（{working} × {psu} 工作）只提供 {available} 个</translation>
    </message>
    <message>
        <source>When the GPUs spike (about 10 ms), the build draws about {spike_total_w:,.0f} W; the PSUs ({working} x {psu} working, ATX {atx_version}) are specified to carry {excursion_pct:.0f} % of their {usable_w:,.0f} W for that long, {spike_limit_w:,.0f} W</source>
        <translation>显卡出现功率尖峰时（约 10 ms），整机功耗约 {spike_total_w:,.0f} W；电源（{working} × {psu} 工作，ATX {atx_version}）按规范在这段时间内只能承受其 {usable_w:,.0f} W 的 {excursion_pct:.0f} %，即 {spike_limit_w:,.0f} W</translation>
    </message>
    <message>
        <source>The GPUs need {needed} PCIe power plugs (6/8-pin); the power board of the {chassis} provides {available}</source>
        <translation>显卡需要 {needed} 个 PCIe 供电接口（6/8 针）；{chassis} 的电源背板只提供 {available} 个</translation>
    </message>
    <message>
        <source>BIOS versions: whether the board&apos;s firmware, as shipped, already runs the chosen CPU (the chipset check knows only which chipsets the CPU&apos;s maker lists).</source>
        <translation>BIOS 版本：主板出厂固件是否已经支持所选处理器（芯片组检查只知道处理器厂商列出的芯片组）。</translation>
    </message>
    <message>
        <source>Use a {outlet} circuit ({volts:.0f} V, {amps:.0f} A)</source>
        <translation>改用 {outlet} 线路（{volts:.0f} V，{amps:.0f} A）</translation>
    </message>
    <message>
        <source>{ram_gb:,.0f} GB of system memory for {vram_gb:,.0f} GB of GPU memory; data loaders and pinned buffers want at least as much RAM as VRAM</source>
        <translation>{ram_gb:,.0f} GB 系统内存对应 {vram_gb:,.0f} GB 显存；数据加载和锁页缓冲区需要的内存至少与显存一样多</translation>
    </message>
    <message>
        <source>{cores} CPU cores for {gpus} GPU(s); plan at least {need} (two per GPU, four at least) for data loading</source>
        <translation>{cores} 个 CPU 核心对应 {gpus} 块显卡；数据加载至少需要 {need} 个核心（每块显卡两个，最少四个）</translation>
    </message>
    <message>
        <source>The fastest CPU clock is {clock_ghz:.2f} GHz for {gpus} GPUs; Python input pipelines are single-thread bound and like {min_ghz:.1f} GHz or more</source>
        <translation>最快的处理器频率为 {clock_ghz:.2f} GHz，却要带 {gpus} 块显卡；Python 数据输入流水线受单线程限制，最好有 {min_ghz:.1f} GHz 以上</translation>
    </message>
    <message>
        <source>No SSD: a hard disk reads 100-150 MB/s and cannot keep the GPUs fed</source>
        <translation>没有固态硬盘：机械硬盘读取只有 100-150 MB/s，喂不饱显卡</translation>
    </message>
    <message>
        <source>Neither the CPU nor the board has graphics: a GPU also drives the display, which takes some of its memory</source>
        <translation>处理器和主板都没有显示输出：显卡还要驱动显示器，会占用一部分显存</translation>
    </message>
    <message>
        <source>{gpus} GPUs without ECC memory: a server of this size runs for weeks, and memory errors corrupt long jobs silently</source>
        <translation>{gpus} 块显卡却没有 ECC 内存：这种规模的服务器要连续运行数周，内存错误会悄无声息地破坏长时间任务</translation>
    </message>
    <message>
        <source>{gpus} GPUs and no network card of 10 Gb/s or faster: data sets load slowly</source>
        <translation>{gpus} 块显卡却没有 10 Gb/s 或更快的网卡：数据集加载会很慢</translation>
    </message>
    <message>
        <source>{gpus} GPUs on PSUs without redundancy: one failed unit stops the whole server</source>
        <translation>{gpus} 块显卡的电源没有冗余：一个电源故障就会让整台服务器停机</translation>
    </message>
    <message>
        <source>GPUs of {count} models ({models}): data-parallel training runs at the slowest card&apos;s pace</source>
        <translation>显卡有 {count} 种型号（{models}）：数据并行训练会以最慢的卡为准</translation>
    </message>
    <message>
        <source>The build is not complete: missing {missing}; {unplaced} GPU(s) bought but not placed in a slot</source>
        <translation>配置不完整：缺少{missing}；{unplaced} 块显卡已购买但未装入插槽</translation>
    </message>
    <message>
        <source>Use at least {want_gb:,.0f} GB: {qty} x {name} ({total_gb:,.0f} GB)</source>
        <translation>至少使用 {want_gb:,.0f} GB：{qty} × {name}（{total_gb:,.0f} GB）</translation>
    </message>
    <message>
        <source>Use a CPU with at least {cores} cores, e.g. {count} x {name}</source>
        <translation>换用至少 {cores} 核的处理器，例如 {count} × {name}</translation>
    </message>
    <message>
        <source>Use ECC modules: {qty} x {name} ({total_gb:,.0f} GB)</source>
        <translation>改用 ECC 内存条：{qty} × {name}（{total_gb:,.0f} GB）</translation>
    </message>
    <message>
        <source>The build is not complete: missing {missing}</source>
        <translation>配置不完整：缺少{missing}</translation>
    </message>
    <message>
        <source>The build is not complete: {unplaced} GPU(s) bought but not placed in a slot</source>
        <translation>配置不完整：{unplaced} 块显卡已购买但未装入插槽</translation>
    </message>
    <message>
        <source>chassis</source>
        <translation>机箱</translation>
    </message>
    <message>
        <source>motherboard</source>
        <translation>主板</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>硬盘</translation>
    </message>
    <message>
        <source>PSU</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>The build draws up to {peak_w:,.0f} W at peak (its parts&apos; ratings summed); its PSUs ({working} x {psu} working) deliver {usable_w:,.0f} W: {load_pct:.0f} % load, more than the 10 % by which real machines stay under that sum</source>
        <translation>整机峰值功耗最多 {peak_w:,.0f} W（各配件额定功耗之和）；电源（{working} × {psu} 工作）只能提供 {usable_w:,.0f} W：负载 {load_pct:.0f} %，超出的部分大于实际整机低于该总和的约 10 %</translation>
    </message>
    <message>
        <source> (rests on estimated figures: {estimated}; a warning until a maker&apos;s figure confirms it)</source>
        <translation>（依据的是估计值：{estimated}；在厂商数据证实之前只作为警告）</translation>
    </message>
    <message>
        <source>The build draws up to {peak_w:,.0f} W at peak (its parts&apos; ratings summed), {load_pct:.0f} % of the {usable_w:,.0f} W its PSUs ({working} x {psu} working) deliver; real machines draw 5-13 % under that sum, so measure the draw at the wall under full load, or limit the cards</source>
        <translation>整机峰值功耗最多 {peak_w:,.0f} W（各配件额定功耗之和），是电源（{working} × {psu} 工作）可提供的 {usable_w:,.0f} W 的 {load_pct:.0f} %；实际整机功耗比该总和低 5-13 %，请在满载时于墙插处实测功耗，或限制显卡功率</translation>
    </message>
    <message>
        <source>The build draws up to {peak_w:,.0f} W at peak, {load_pct:.0f} % of the {usable_w:,.0f} W its PSUs ({working} x {psu} working) deliver; keep PSUs under 80 % for transients and ageing</source>
        <translation>整机峰值功耗最多 {peak_w:,.0f} W，是电源（{working} × {psu} 工作）可提供的 {usable_w:,.0f} W 的 {load_pct:.0f} %；为应对瞬时峰值和老化，电源负载应保持在 80 % 以下</translation>
    </message>
    <message>
        <source>When the GPUs spike (about 10 ms), the build draws about {spike_total_w:,.0f} W; the PSUs ({working} x {psu} working) are not specified for power excursions (not ATX 3.x), and units of their kind shut down at about {excursion_pct:.0f} % of their {usable_w:,.0f} W (over-power protection), {spike_limit_w:,.0f} W</source>
        <translation>显卡出现功率尖峰时（约 10 ms），整机功耗约 {spike_total_w:,.0f} W；电源（{working} × {psu} 工作）不是 ATX 3.x，规范中没有瞬时过载能力，这类电源在其 {usable_w:,.0f} W 的约 {excursion_pct:.0f} % 即 {spike_limit_w:,.0f} W 时会触发过功率保护而关机</translation>
    </message>
    <message>
        <source>The build draws up to {wall_w:,.0f} W from the wall at peak; the {outlet} outlet ({volts:g} V, {amps:.3g} A) gives {outlet_w:,.0f} W</source>
        <translation>峰值时整机从墙插取电最多 {wall_w:,.0f} W；{outlet} 插座（{volts:g} V，{amps:.3g} A）只能提供 {outlet_w:,.0f} W</translation>
    </message>
    <message>
        <source>The build draws up to {wall_w:,.0f} W from the wall at peak, above the {continuous_w:,.0f} W continuous limit (80 %) of the {outlet} outlet ({volts:g} V, {amps:.3g} A)</source>
        <translation>峰值时整机从墙插取电最多 {wall_w:,.0f} W，超过了 {outlet} 插座（{volts:g} V，{amps:.3g} A）{continuous_w:,.0f} W 的持续负载上限（80 %）</translation>
    </message>
    <message>
        <source>The GPUs draw up to {gpu_w:,.0f} W; the maker of the {chassis} allows GPUs at most {share_pct:.1f} % of the {usable_w:,.0f} W its working PSUs ({working} x {psu}) deliver, {limit_w:,.0f} W</source>
        <translation>显卡功耗最多 {gpu_w:,.0f} W；{chassis} 的厂商规定显卡最多只能用工作电源（{working} × {psu}）所提供 {usable_w:,.0f} W 的 {share_pct:.1f} %，即 {limit_w:,.0f} W</translation>
    </message>
    <message>
        <source>The GPUs draw up to {gpu_w:,.0f} W; the maker of the {chassis} supports at most {max_w:,.0f} W of GPUs (its cooling and power distribution)</source>
        <translation>显卡功耗最多 {gpu_w:,.0f} W；{chassis} 的厂商（按其散热和配电能力）最多只支持 {max_w:,.0f} W 的显卡</translation>
    </message>
    <message>
        <source>Limit each GPU to {limit_w:,.0f} W (nvidia-smi -pl {limit_w:.0f}) to stay within the maker&apos;s share of the PSUs</source>
        <translation>把每块显卡的功率限制在 {limit_w:,.0f} W（nvidia-smi -pl {limit_w:.0f}），不超过厂商规定的电源份额</translation>
    </message>
    <message>
        <source>Limit each GPU to {limit_w:,.0f} W (nvidia-smi -pl {limit_w:.0f}) to stay within what the chassis&apos; maker supports</source>
        <translation>把每块显卡的功率限制在 {limit_w:,.0f} W（nvidia-smi -pl {limit_w:.0f}），不超过机箱厂商支持的范围</translation>
    </message>
    <message>
        <source>Use a chassis made for {gpu_w:,.0f} W of GPUs, e.g. the {name}</source>
        <translation>换用能支持 {gpu_w:,.0f} W 显卡的机箱，例如 {name}</translation>
    </message>
    <message>
        <source>{modules} memory modules on {channels} channels ({per_cpu} per CPU x {cpus} CPU(s)): some channels get fewer modules, which costs memory bandwidth; use a multiple of {channels}</source>
        <translation>{modules} 条内存分布在 {channels} 个通道上（每个 CPU {per_cpu} 个 × {cpus} 个 CPU）：有些通道的内存条较少，会损失内存带宽；内存条数应为 {channels} 的倍数</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>The {gpu} has {memory_gb:g} GB: too little for most deep-learning models</source>
        <translation>{gpu} 只有 {memory_gb:g} GB 显存：对大多数深度学习模型来说太少</translation>
    </message>
    <message>
        <source>The {gpu} has {memory_gb:g} GB: enough to learn on, tight for large models</source>
        <translation>{gpu} 有 {memory_gb:g} GB 显存：够入门学习，跑大模型就紧张了</translation>
    </message>
    <message>
        <source>Add an NVMe SSD for the working data set, e.g. the {name}</source>
        <translation>为工作数据集添加一块 NVMe 固态硬盘，例如 {name}</translation>
    </message>
    <message>
        <source>Add a {speed:g} Gb/s network card, e.g. the {name}</source>
        <translation>添加一块 {speed:g} Gb/s 网卡，例如 {name}</translation>
    </message>
    <message>
        <source>Add one more {name} as a redundant unit ({qty} installed, 1 spare)</source>
        <translation>再加一个 {name} 作为冗余电源（已装 {qty} 个，1 个备用）</translation>
    </message>
    <message>
        <source>The {bridge} between {a} and {b} spans {spacing} slots, but the cards are {distance} apart</source>
        <translation>{a} 与 {b} 之间的 {bridge} 跨度为 {spacing} 槽，但两张卡相隔 {distance} 槽</translation>
    </message>
    <message>
        <source>The {bridge} between {a} and {b} joins two different models: {model_a} and {model_b}</source>
        <translation>{a} 与 {b} 之间的 {bridge} 连接了两种不同的型号：{model_a} 和 {model_b}</translation>
    </message>
    <message>
        <source>The {bridge} between {a} and {b} cannot work: no NVLink on {cards}</source>
        <translation>{a} 与 {b} 之间的 {bridge} 无法工作：{cards} 不支持 NVLink</translation>
    </message>
    <message>
        <source>The {bridge} between {a} and {b} is not made for {models}</source>
        <translation>{a} 与 {b} 之间的 {bridge} 不适用于 {models}</translation>
    </message>
    <message>
        <source>Use {qty} x {name} ({total_gb:,.0f} GB): the same on every channel</source>
        <translation>使用 {qty} × {name}（{total_gb:,.0f} GB）：每个通道相同</translation>
    </message>
    <message>
        <source>Choose a card with at least 8 GB of memory</source>
        <translation>换一张至少 8 GB 显存的显卡</translation>
    </message>
    <message>
        <source>Use the {name}</source>
        <translation>换用 {name}</translation>
    </message>
    <message>
        <source>Use a card with at least 8 GB, e.g. the {name}</source>
        <translation>换用至少 8 GB 显存的显卡，例如 {name}</translation>
    </message>
    <message>
        <source>{count} open-air GPUs blow their heat into the case and into each other</source>
        <translation>{count} 块开放式风扇显卡把热量吹进机箱，也吹向彼此</translation>
    </message>
    <message>
        <source>Use {model} blower cards, which exhaust most of their heat out of the back, e.g. the {name}</source>
        <translation>换用 {model} 涡轮卡，大部分热量从尾部排出，例如 {name}</translation>
    </message>
    <message>
        <source>Limit each GPU to {limit_w:,.0f} W (nvidia-smi -pl {limit_w:.0f}) to keep the air rise under {limit_c:.0f} C</source>
        <translation>把每块显卡的功率限制在 {limit_w:,.0f} W（nvidia-smi -pl {limit_w:.0f}），使空气温升低于 {limit_c:.0f} °C</translation>
    </message>
    <message>
        <source>The fans of the {card} in slot {slot} face the {other} in slot {other_slot} directly below it, with no free bracket for air</source>
        <translation>插槽 {slot} 中的 {card} 的风扇正对着正下方插槽 {other_slot} 中的 {other}，中间没有空出挡板位进风</translation>
    </message>
    <message>
        <source>Use a {model} blower card for each, e.g. the {name}</source>
        <translation>每张都换用 {model} 涡轮卡，例如 {name}</translation>
    </message>
    <message>
        <source>The {gpu} has no fan of its own; the {chassis} has no ducted server airflow to cool it</source>
        <translation>{gpu} 没有自带风扇；{chassis} 没有服务器式导风风道为它散热</translation>
    </message>
    <message>
        <source>Use a {model} blower card (blowers may touch), e.g. the {name}</source>
        <translation>换用 {model} 涡轮卡（涡轮卡可以紧挨着装），例如 {name}</translation>
    </message>
    <message>
        <source>Use a chassis with ducted server airflow, e.g. the {name}</source>
        <translation>换用有服务器式导风风道的机箱，例如 {name}</translation>
    </message>
    <message>
        <source>Machine {machine} ({name}) is not a complete build: missing {missing}; {unplaced} GPU(s) bought but not placed in a slot</source>
        <translation>机器 {machine}（{name}）的配置不完整：缺少{missing}；{unplaced} 块已购显卡未插入插槽</translation>
    </message>
    <message>
        <source>Machine {machine}: its build {file} cannot be read ({reason}); the machine is not checked</source>
        <translation>机器 {machine}：无法读取其配置 {file}（{reason}）；这台机器未检查</translation>
    </message>
    <message>
        <source>Machine {machine} has {psus} PSU(s), one power cord each, but is planned on {count} circuits: {unused} get(s) none of its cords</source>
        <translation>机器 {machine} 有 {psus} 个电源，每个一根电源线，但规划接在 {count} 条线路上：{unused} 接不到它的任何电源线</translation>
    </message>
    <message>
        <source>Machine {machine} ({name}) is not a complete build: missing {missing}</source>
        <translation>机器 {machine}（{name}）的配置不完整：缺少{missing}</translation>
    </message>
    <message>
        <source>Machine {machine} ({name}) is not a complete build: {unplaced} GPU(s) bought but not placed in a slot</source>
        <translation>机器 {machine}（{name}）的配置不完整：{unplaced} 块已购显卡未插入插槽</translation>
    </message>
    <message>
        <source>Machine {machine} ({name}) has {errors} error(s) of its own: {rules}</source>
        <translation>机器 {machine}（{name}）自身有 {errors} 个错误：{rules}</translation>
    </message>
    <message>
        <source>Machine {machine} is on no circuit: judged at its build&apos;s own outlet ({outlet}); its draw is counted in the room&apos;s heat but on no circuit</source>
        <translation>机器 {machine} 未接任何线路：按其配置自带的插座（{outlet}）检查；其取电计入机房发热，但不计入任何线路</translation>
    </message>
    <message>
        <source>Machine {machine}&apos;s build cannot be read: its draw is not counted on {circuits}</source>
        <translation>无法读取机器 {machine} 的配置：其取电未计入 {circuits}</translation>
    </message>
    <message>
        <source>Machine {machine}&apos;s build has no PSU: its draw is not known and not counted on {circuits}</source>
        <translation>机器 {machine} 的配置没有电源：其取电未知，未计入 {circuits}</translation>
    </message>
    <message>
        <source>If circuit {failed} fails, machine {machine} keeps {left} of its {qty} PSUs ({left_w:,.0f} W), less than its peak of {peak_w:,.0f} W: it goes down despite its redundant PSU(s); spread its PSUs so that each circuit&apos;s loss leaves {working}</source>
        <translation>如果线路 {failed} 断电，机器 {machine} 的 {qty} 个电源只剩 {left} 个（{left_w:,.0f} W），低于其峰值 {peak_w:,.0f} W：尽管有冗余电源它仍会停机；请分配好电源，使任一线路断电后仍剩 {working} 个</translation>
    </message>
    <message>
        <source>The heat of {machines} is not known (build unread, or without PSU): the room&apos;s heat counts the other machines only</source>
        <translation>{machines} 的发热未知（配置无法读取或没有电源）：机房发热只计入其他机器</translation>
    </message>
    <message>
        <source>The machines give off {heat_w:,.0f} W ({heat_btu_h:,.0f} BTU/h) of heat, more than the room&apos;s cooling removes ({cooling_w:,.0f} W, {cooling_btu_h:,.0f} BTU/h)</source>
        <translation>机器发热 {heat_w:,.0f} W（{heat_btu_h:,.0f} BTU/h），超过机房的制冷量（{cooling_w:,.0f} W，{cooling_btu_h:,.0f} BTU/h）</translation>
    </message>
    <message>
        <source>Circuit {circuit} carries {wall_w:,.0f} W at the wall ({machines}), above its capacity of {capacity_w:,.0f} W ({load_pct:.0f} %): its breaker trips at full load</source>
        <translation>线路 {circuit} 墙插取电 {wall_w:,.0f} W（{machines}），超过其容量 {capacity_w:,.0f} W（{load_pct:.0f} %）：满载时断路器会跳闸</translation>
    </message>
    <message>
        <source>If circuit {failed} fails, {machines} carry their whole load on their PSUs left: circuit {circuit} then draws {after_w:,.0f} W, above its capacity of {capacity_w:,.0f} W, and its breaker trips too</source>
        <translation>如果线路 {failed} 断电，{machines} 的全部负载转到剩余电源上：线路 {circuit} 届时取电 {after_w:,.0f} W，超过其容量 {capacity_w:,.0f} W，其断路器也会跳闸</translation>
    </message>
    <message>
        <source>The room gives no cooling_w: whether its cooling removes the machines&apos; {heat_w:,.0f} W is not checked</source>
        <translation>机房未给出 cooling_w：其制冷能否带走机器的 {heat_w:,.0f} W 发热未检查</translation>
    </message>
    <message>
        <source>The machines give off {heat_w:,.0f} W ({heat_btu_h:,.0f} BTU/h) of heat, {load_pct:.0f} % of the room&apos;s cooling ({cooling_w:,.0f} W); above 80 % a warm day or a clogged filter leaves no margin</source>
        <translation>机器发热 {heat_w:,.0f} W（{heat_btu_h:,.0f} BTU/h），为机房制冷量（{cooling_w:,.0f} W）的 {load_pct:.0f} %；超过 80 % 时，天气炎热或滤网堵塞就没有余量了</translation>
    </message>
    <message>
        <source>Circuit {circuit} carries {wall_w:,.0f} W at the wall ({machines}), above its continuous limit of {continuous_w:,.0f} W (80 % of {capacity_w:,.0f} W) for loads of three hours or more</source>
        <translation>线路 {circuit} 墙插取电 {wall_w:,.0f} W（{machines}），超过其持续负载上限 {continuous_w:,.0f} W（{capacity_w:,.0f} W 的 80 %，适用于三小时以上的负载）</translation>
    </message>
    <message>
        <source>Machine {machine}&apos;s build cannot be read: its units in rack {rack} are not checked</source>
        <translation>无法读取机器 {machine} 的配置：其在机柜 {rack} 中占用的 U 位未检查</translation>
    </message>
    <message>
        <source>Machines {machines} have no rack unit (u) in rack {rack}: their place is not checked</source>
        <translation>机器 {machines} 在机柜 {rack} 中没有 U 位（u）：其位置未检查</translation>
    </message>
    <message>
        <source>Machine {machine} has no chassis yet: its units in rack {rack} are not checked</source>
        <translation>机器 {machine} 还没有机箱：其在机柜 {rack} 中占用的 U 位未检查</translation>
    </message>
    <message>
        <source>Rack {rack}: the draw of {machines} is not known and not counted</source>
        <translation>机柜 {rack}：{machines} 的取电未知，未计入</translation>
    </message>
    <message>
        <source>Rack {rack} gives no max_kw: its {kw:,.2f} kW are not checked</source>
        <translation>机柜 {rack} 未给出 max_kw：其 {kw:,.2f} kW 未检查</translation>
    </message>
    <message>
        <source>The machines in rack {rack} draw {kw:,.2f} kW at the wall, above its limit of {max_kw:,.2f} kW</source>
        <translation>机柜 {rack} 中的机器墙插取电 {kw:,.2f} kW，超过其上限 {max_kw:,.2f} kW</translation>
    </message>
    <message>
        <source>Rack {rack}: the weight of {machines} is not known (their chassis give no weight_kg) and not counted</source>
        <translation>机柜 {rack}：{machines} 的重量未知（其机箱未给出 weight_kg），未计入</translation>
    </message>
    <message>
        <source>The machines in rack {rack} weigh {weight_kg:,.1f} kg, above its limit of {max_weight_kg:,.1f} kg</source>
        <translation>机柜 {rack} 中的机器重 {weight_kg:,.1f} kg，超过其上限 {max_weight_kg:,.1f} kg</translation>
    </message>
    <message>
        <source>Machine {machine} ({height} U from U{u}) reaches U{top}; rack {rack} has {units} units</source>
        <translation>机器 {machine}（{height} U，从 U{u} 起）到达 U{top}；机柜 {rack} 只有 {units} U</translation>
    </message>
    <message>
        <source>The machines in rack {rack} take {units_used} units; it has {units}</source>
        <translation>机柜 {rack} 中的机器占用 {units_used} U；机柜只有 {units} U</translation>
    </message>
    <message>
        <source>Machine {machine}&apos;s chassis ({chassis}) has no published height in rack units: its units in rack {rack} are not checked</source>
        <translation>机器 {machine} 的机箱（{chassis}）没有公布以 U 计的高度：其在机柜 {rack} 中占用的 U 位未检查</translation>
    </message>
    <message>
        <source>Machine {machine}&apos;s chassis ({chassis}) gives no rack units (not a rackmount chassis): on a shelf in rack {rack}, its units are not checked</source>
        <translation>机器 {machine} 的机箱（{chassis}）没有 U 数（不是机架式机箱）：放在机柜 {rack} 的托盘上，其占用的 U 位未检查</translation>
    </message>
    <message>
        <source>Rack {rack} gives no max_weight_kg: its {weight_kg:,.1f} kg are not checked</source>
        <translation>机柜 {rack} 未给出 max_weight_kg：其 {weight_kg:,.1f} kg 未检查</translation>
    </message>
    <message>
        <source>Machines {first} (U{low1}-U{high1}) and {second} (U{low2}-U{high2}) overlap in rack {rack}</source>
        <translation>机器 {first}（U{low1}-U{high1}）和 {second}（U{low2}-U{high2}）在机柜 {rack} 中重叠</translation>
    </message>
</context>
<context>
    <name>KeyFigures</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>PRICE</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>KEY FIGURES</source>
        <translation>主要参数</translation>
    </message>
    <message>
        <source>gpu</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>cpu</source>
        <translation>处理器</translation>
    </message>
    <message>
        <source>motherboard</source>
        <translation>主板</translation>
    </message>
    <message>
        <source>psu</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>chassis</source>
        <translation>机箱</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>storage</source>
        <translation>硬盘</translation>
    </message>
    <message>
        <source>nic</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>桥接器</translation>
    </message>
    <message>
        <source>cooler</source>
        <translation>散热器</translation>
    </message>
    <message>
        <source>{tflops} TFLOPS FP32, {memory} GB, {watts} W, {width} slots, {cooler}</source>
        <translation>FP32 {tflops} TFLOPS，{memory} GB，{watts} W，{width} 槽，{cooler}</translation>
    </message>
    <message>
        <source>{socket}, {cores}C/{threads}T, {ghz} GHz, {lanes} lanes, {watts} W</source>
        <translation>{socket}，{cores} 核 {threads} 线程，{ghz} GHz，{lanes} 条通道，{watts} W</translation>
    </message>
    <message>
        <source>{sockets}, {form}, {slots} PCIe slots, {dimms} DIMMs {memory}</source>
        <translation>{sockets}，{form}，{slots} 个 PCIe 插槽，{dimms} 个内存插槽 {memory}</translation>
    </message>
    <message>
        <source>{watts} W, {efficiency}, {plugs} PCIe plugs</source>
        <translation>{watts} W，{efficiency}，{plugs} 个 PCIe 供电接口</translation>
    </message>
    <message>
        <source>{forms}, {slots} slots, GPU &lt;= {length} mm, {cfm} CFM</source>
        <translation>{forms}，{slots} 个挡板位，显卡限长 {length} mm，{cfm} CFM</translation>
    </message>
    <message>
        <source>{type} {capacity} GB</source>
        <translation>{type} {capacity} GB</translation>
    </message>
    <message>
        <source>{kind}, {capacity} GB</source>
        <translation>{kind}，{capacity} GB</translation>
    </message>
    <message>
        <source>{kind}, {capacity} GB, {read} MB/s</source>
        <translation>{kind}，{capacity} GB，{read} MB/s</translation>
    </message>
    <message>
        <source>{speed} Gb/s, x{lanes} gen {gen}</source>
        <translation>{speed} Gb/s，x{lanes}（PCIe {gen}.0）</translation>
    </message>
    <message>
        <source>{spacing}-slot, {models} GPU models</source>
        <translation>{spacing} 槽间距，适用 {models} 种显卡型号</translation>
    </message>
    <message>
        <source>{height} mm, {sockets}</source>
        <translation>{height} mm，{sockets}</translation>
    </message>
    <message>
        <source>{height} mm, {watts} W, {sockets}</source>
        <translation>{height} mm，{watts} W，{sockets}</translation>
    </message>
    <message>
        <source>blower</source>
        <translation>涡轮</translation>
    </message>
    <message>
        <source>open-air</source>
        <translation>开放式风扇</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>被动散热</translation>
    </message>
    <message>
        <source>liquid</source>
        <translation>水冷</translation>
    </message>
    <message>
        <source>80+</source>
        <translation>80 PLUS 白牌</translation>
    </message>
    <message>
        <source>bronze</source>
        <translation>铜牌</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>银牌</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>金牌</translation>
    </message>
    <message>
        <source>platinum</source>
        <translation>白金</translation>
    </message>
    <message>
        <source>titanium</source>
        <translation>钛金</translation>
    </message>
    <message>
        <source>nvme</source>
        <translation>NVMe 固态硬盘</translation>
    </message>
    <message>
        <source>sata-ssd</source>
        <translation>SATA 固态硬盘</translation>
    </message>
    <message>
        <source>hdd</source>
        <translation>机械硬盘</translation>
    </message>
    <message>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <source>registered</source>
        <translation>寄存式</translation>
    </message>
    <message>
        <source>proprietary</source>
        <translation>专有规格</translation>
    </message>
    <message>
        <source>server</source>
        <translation>服务器规格</translation>
    </message>
    <message>
        <source>{name} (your part)</source>
        <translation>{name}（你的配件）</translation>
    </message>
    <message>
        <source>{name} (team part)</source>
        <translation>{name}（团队配件）</translation>
    </message>
    <message>
        <source>* your own price (the catalog&apos;s: --format json gives catalog_price_usd)</source>
        <translation>* 我的价格（目录价格：--format json 的 catalog_price_usd）</translation>
    </message>
</context>
<context>
    <name>Lab</name>
    <message>
        <source>Room &gt; Add circuit… and Add rack… make the room; then drag builds onto its circuits and racks.</source>
        <translation>用“机房 &gt; 添加线路…”和“添加机柜…”建立机房；然后把配置拖到它的线路和机柜上。</translation>
    </message>
    <message>
        <source>{volts:g} V / {amps:g} A</source>
        <translation>{volts:g} V / {amps:g} A</translation>
    </message>
    <message>
        <source>80 %</source>
        <translation>80 %</translation>
    </message>
    <message>
        <source>100 %</source>
        <translation>100 %</translation>
    </message>
    <message>
        <source>{wall_w:,.0f} of {capacity_w:,.0f} W</source>
        <translation>{wall_w:,.0f} / {capacity_w:,.0f} W</translation>
    </message>
    <message>
        <source>{machine} · {watts:,.0f} W</source>
        <translation>{machine} · {watts:,.0f} W</translation>
    </message>
    <message>
        <source>On no circuit</source>
        <translation>未接线路</translation>
    </message>
    <message>
        <source>{used} of {units} U · {kw:,.2f} kW</source>
        <translation>{used} / {units} U · {kw:,.2f} kW</translation>
    </message>
    <message>
        <source>No unit given, or not rackmount:</source>
        <translation>未给出 U 位或非机架式：</translation>
    </message>
    <message>
        <source>From stock</source>
        <translation>库存</translation>
    </message>
    <message>
        <source>To buy</source>
        <translation>需采购</translation>
    </message>
    <message>
        <source>To buy USD</source>
        <translation>采购金额 $</translation>
    </message>
    <message>
        <source>Machines</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Untitled lab</source>
        <translation>未命名实验室规划</translation>
    </message>
    <message>
        <source>Lab plan</source>
        <translation>实验室规划</translation>
    </message>
    <message>
        <source>Lab plan: {name}</source>
        <translation>实验室规划：{name}</translation>
    </message>
    <message>
        <source>The room</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>{w} W = {btu} BTU/h</source>
        <translation>{w} W = {btu} BTU/h</translation>
    </message>
    <message>
        <source> of {cooling} W cooling ({pct:.0f} %)</source>
        <translation>，制冷量 {cooling} W（{pct:.0f} %）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Circuits</source>
        <translation>线路</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Heat in the room</source>
        <translation>机房发热</translation>
    </message>
    <message>
        <source>{n} part(s) worth ${value}</source>
        <translation>{n} 件，价值 ${value}</translation>
    </message>
    <message>
        <source>Room temperature</source>
        <translation>室温</translation>
    </message>
    <message>
        <source>{c:g} °C</source>
        <translation>{c:g} °C</translation>
    </message>
    <message>
        <source>Purchase list for the room</source>
        <translation>机房采购清单</translation>
    </message>
    <message>
        <source>The lab has no machines yet.</source>
        <translation>实验室规划中还没有机器。</translation>
    </message>
    <message>
        <source>Purchase list (continued)</source>
        <translation>采购清单（续）</translation>
    </message>
    <message>
        <source>Not in the list: the builds of {machines} cannot be read.</source>
        <translation>未列入清单：无法读取 {machines} 的配置。</translation>
    </message>
    <message>
        <source>Findings of the lab ({n})</source>
        <translation>实验室规划的检查结果（{n}）</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>没有检查结果。</translation>
    </message>
    <message>
        <source>Not checked ({n})</source>
        <translation>未检查（{n}）</translation>
    </message>
    <message>
        <source>Circuit {circuit}</source>
        <translation>线路 {circuit}</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Outlet</source>
        <translation>插座</translation>
    </message>
    <message>
        <source>{name}: {volts:g} V × {amps:g} A = {capacity} W</source>
        <translation>{name}：{volts:g} V × {amps:g} A = {capacity} W</translation>
    </message>
    <message>
        <source>Continuous limit</source>
        <translation>持续负载上限</translation>
    </message>
    <message>
        <source>Wall draw</source>
        <translation>墙插取电</translation>
    </message>
    <message>
        <source>{w} W ({pct:.0f} % of capacity)</source>
        <translation>{w} W（容量的 {pct:.0f} %）</translation>
    </message>
    <message>
        <source>{n} of {qty}</source>
        <translation>{n} / {qty}</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>PSUs here</source>
        <translation>本线路电源</translation>
    </message>
    <message>
        <source>Draw here W</source>
        <translation>本线路取电 W</translation>
    </message>
    <message>
        <source>Rack {rack}</source>
        <translation>机柜 {rack}</translation>
    </message>
    <message>
        <source>{kw:,.2f} kW</source>
        <translation>{kw:,.2f} kW</translation>
    </message>
    <message>
        <source> of {max_kw:,.2f} kW</source>
        <translation> / {max_kw:,.2f} kW</translation>
    </message>
    <message>
        <source>{kg:,.1f} kg</source>
        <translation>{kg:,.1f} kg</translation>
    </message>
    <message>
        <source> of {max_kg:,.1f} kg</source>
        <translation> / {max_kg:,.1f} kg</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>U 位</translation>
    </message>
    <message>
        <source>{used} of {units} U</source>
        <translation>{used} / {units} U</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>功率</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>重量</translation>
    </message>
    <message>
        <source>Machine {machine}: {name}</source>
        <translation>机器 {machine}：{name}</translation>
    </message>
    <message>
        <source>in the lab file</source>
        <translation>在实验室规划文件中</translation>
    </message>
    <message>
        <source>rack {rack}, from U{u}</source>
        <translation>机柜 {rack}，从 U{u} 起</translation>
    </message>
    <message>
        <source>rack {rack}</source>
        <translation>机柜 {rack}</translation>
    </message>
    <message>
        <source>Rack</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Judged at</source>
        <translation>检查所用插座</translation>
    </message>
    <message>
        <source>{volts:g} V, {outlet} W outlet</source>
        <translation>{volts:g} V，{outlet} W 插座</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Its build cannot be read: {reason}. It is not checked.</source>
        <translation>无法读取其配置：{reason}。这台机器未检查。</translation>
    </message>
    <message>
        <source>VALIDATED</source>
        <translation>VALIDATED · 已通过验证</translation>
    </message>
    <message>
        <source>NOT VALIDATED</source>
        <translation>NOT VALIDATED · 未通过验证</translation>
    </message>
    <message>
        <source>{errors} error(s), {warnings} warning(s); {ok} of {machines} machine(s) validated</source>
        <translation>{errors} 个错误，{warnings} 个警告；{machines} 台机器中 {ok} 台通过验证</translation>
    </message>
    <message>
        <source>{n} error(s)</source>
        <translation>{n} 个错误</translation>
    </message>
    <message>
        <source>machine(s) not validated: {machines}</source>
        <translation>未通过验证的机器：{machines}</translation>
    </message>
</context>
<context>
    <name>LabCli</name>
    <message>
        <source>lab plans: several machines on a room&apos;s circuits, racks and cooling</source>
        <translation>实验室规划：机房中多台机器的线路、机柜和制冷</translation>
    </message>
    <message>
        <source>check a lab plan; exit 1 when it has errors</source>
        <translation>检查实验室规划；有错误时退出码为 1</translation>
    </message>
    <message>
        <source>export the room&apos;s purchase list, a page per circuit and rack, and each machine&apos;s checks</source>
        <translation>导出机房的采购清单，每条线路和每个机柜各一页，以及每台机器的检查结果</translation>
    </message>
    <message>
        <source>export a lab that is not validated, marked NOT VALIDATED</source>
        <translation>导出未通过验证的实验室规划，并标明 NOT VALIDATED</translation>
    </message>
    <message>
        <source>{file}: not exported: {reason}; use --force to export it marked NOT VALIDATED</source>
        <translation>{file}：未导出：{reason}；使用 --force 可导出，并标明 NOT VALIDATED</translation>
    </message>
</context>
<context>
    <name>LabDialogs</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Add circuit</source>
        <translation>添加线路</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Outlet:</source>
        <translation>插座：</translation>
    </message>
    <message>
        <source>Voltage (custom):</source>
        <translation>电压（自定义）：</translation>
    </message>
    <message>
        <source>Breaker rating (custom):</source>
        <translation>断路器额定电流（自定义）：</translation>
    </message>
    <message>
        <source>Rack {rack}</source>
        <translation>机柜 {rack}</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>高度：</translation>
    </message>
    <message>
        <source>Power limit:</source>
        <translation>功率上限：</translation>
    </message>
    <message>
        <source>Weight limit:</source>
        <translation>承重上限：</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Cooling:</source>
        <translation>制冷量：</translation>
    </message>
    <message>
        <source>Add build files</source>
        <translation>添加配置文件</translation>
    </message>
    <message>
        <source>Build files (*.gwb *.gwb.json);;All files (*)</source>
        <translation>配置文件 (*.gwb *.gwb.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save lab plan as</source>
        <translation>实验室规划另存为</translation>
    </message>
    <message>
        <source>Lab plans (*.gwlab)</source>
        <translation>实验室规划 (*.gwlab)</translation>
    </message>
    <message>
        <source>Export the lab plan as PDF</source>
        <translation>将实验室规划导出为 PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Export the lab&apos;s purchase list as CSV</source>
        <translation>将实验室规划的采购清单导出为 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
</context>
<context>
    <name>LabDocument</name>
    <message>
        <source>Untitled lab</source>
        <translation>未命名实验室规划</translation>
    </message>
</context>
<context>
    <name>LabTab</name>
    <message>
        <source>The lab is not validated ({reason}). Its PDF will say NOT VALIDATED on every page.</source>
        <translation>该实验室规划未通过验证（{reason}）。导出的 PDF 每一页都会标明 NOT VALIDATED。</translation>
    </message>
    <message>
        <source>The lab is not validated ({reason}). Export its purchase list anyway?</source>
        <translation>该实验室规划未通过验证（{reason}）。仍要导出它的采购清单吗？</translation>
    </message>
    <message>
        <source>Export a lab that is not validated?</source>
        <translation>导出未通过验证的实验室规划？</translation>
    </message>
    <message>
        <source>lab</source>
        <translation>实验室规划</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>{heat:,.0f} W of heat</source>
        <translation>发热 {heat:,.0f} W</translation>
    </message>
    <message>
        <source>{heat:,.0f} W of heat, cooling {cooling:,.0f} W</source>
        <translation>发热 {heat:,.0f} W，制冷量 {cooling:,.0f} W</translation>
    </message>
    <message>
        <source>{status} · {counts}
{heat} · {gpus} GPU(s) · ${price:,.2f}</source>
        <translation>{status} · {counts}
{heat} · {gpus} 块显卡 · ${price:,.2f}</translation>
    </message>
    <message>
        <source>Not checked ({n})</source>
        <translation>未检查（{n}）</translation>
    </message>
    <message>
        <source>Machines ({n})</source>
        <translation>机器（{n}）</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <source>validated</source>
        <translation>已通过验证</translation>
    </message>
    <message>
        <source>not validated</source>
        <translation>未通过验证</translation>
    </message>
    <message>
        <source>The open build</source>
        <translation>当前打开的配置</translation>
    </message>
    <message>
        <source>Drag a build onto a circuit or a rack unit:</source>
        <translation>把配置拖到线路或机柜的 U 位上：</translation>
    </message>
    <message>
        <source>Add circuit…</source>
        <translation>添加线路…</translation>
    </message>
    <message>
        <source>Remove circuit…</source>
        <translation>移除线路…</translation>
    </message>
    <message>
        <source>Add rack…</source>
        <translation>添加机柜…</translation>
    </message>
    <message>
        <source>Edit rack…</source>
        <translation>编辑机柜…</translation>
    </message>
    <message>
        <source>Remove rack…</source>
        <translation>移除机柜…</translation>
    </message>
    <message>
        <source>Room…</source>
        <translation>机房…</translation>
    </message>
    <message>
        <source>Add the open build</source>
        <translation>添加当前打开的配置</translation>
    </message>
    <message>
        <source>Add build files…</source>
        <translation>添加配置文件…</translation>
    </message>
    <message>
        <source>Put on circuit…</source>
        <translation>接到线路…</translation>
    </message>
    <message>
        <source>Also on circuit…</source>
        <translation>再接一条线路…</translation>
    </message>
    <message>
        <source>Put in rack…</source>
        <translation>放入机柜…</translation>
    </message>
    <message>
        <source>Take out of the rack</source>
        <translation>移出机柜</translation>
    </message>
    <message>
        <source>Remove machine</source>
        <translation>移除机器</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适合窗口</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Lab: {name}{mark}</source>
        <translation>实验室：{name}{mark}</translation>
    </message>
    <message>
        <source>Cannot add the build</source>
        <translation>无法添加配置</translation>
    </message>
    <message>
        <source>Choose:</source>
        <translation>选择：</translation>
    </message>
    <message>
        <source>Circuit for {machine}</source>
        <translation>{machine} 的线路</translation>
    </message>
    <message>
        <source>Rack for {machine}</source>
        <translation>{machine} 的机柜</translation>
    </message>
    <message>
        <source>Rack unit</source>
        <translation>U 位</translation>
    </message>
    <message>
        <source>Lowest unit it takes (1 is the bottom; 0: no unit yet):</source>
        <translation>占用的最低 U 位（1 为最底部；0：暂不指定）：</translation>
    </message>
    <message>
        <source>Remove circuit</source>
        <translation>移除线路</translation>
    </message>
    <message>
        <source>Remove rack</source>
        <translation>移除机柜</translation>
    </message>
    <message>
        <source>Edit rack</source>
        <translation>编辑机柜</translation>
    </message>
    <message>
        <source>Cannot save the lab plan</source>
        <translation>无法保存实验室规划</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>已保存 {file}</translation>
    </message>
    <message>
        <source>Wrote {file}</source>
        <translation>已写入 {file}</translation>
    </message>
</context>
<context>
    <name>LabTabs</name>
    <message>
        <source>An empty lab plan</source>
        <translation>空白实验室规划</translation>
    </message>
    <message>
        <source>New lab plan</source>
        <translation>新建实验室规划</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>从以下模板开始：</translation>
    </message>
    <message>
        <source>Template cannot be used</source>
        <translation>无法使用模板</translation>
    </message>
    <message>
        <source>Cannot open the lab plan</source>
        <translation>无法打开实验室规划</translation>
    </message>
    <message>
        <source>{file} cannot be opened:
{message}</source>
        <translation>无法打开 {file}：
{message}</translation>
    </message>
    <message>
        <source>Opened with notes</source>
        <translation>打开时有提示</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The lab plan “{name}” has changes that are not saved. Save them?</source>
        <translation>实验室规划“{name}”有未保存的更改。要保存吗？</translation>
    </message>
    <message>
        <source>The configurator did not close properly last time. Restore the {n} lab plan(s) it saved automatically? Those not restored are discarded.</source>
        <translation>配置器上次没有正常关闭。要恢复它自动保存的 {n} 个实验室规划吗？未恢复的将被丢弃。</translation>
    </message>
    <message>
        <source>Restored {n} automatically saved lab plan(s).</source>
        <translation>已恢复 {n} 个自动保存的实验室规划。</translation>
    </message>
</context>
<context>
    <name>LabText</name>
    <message>
        <source>Figures</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Circuit {circuit} ({volts:g} V, {amps:g} A): {wall:,.0f} W of {capacity:,.0f} W ({load:.0f} %), {continuous:,.0f} W continuous; machines: {machines}</source>
        <translation>线路 {circuit}（{volts:g} V，{amps:g} A）：{wall:,.0f} W / {capacity:,.0f} W（{load:.0f} %），持续负载上限 {continuous:,.0f} W；机器：{machines}</translation>
    </message>
    <message>
        <source>Room: {heat:,.0f} W of heat ({btu:,.0f} BTU/h)</source>
        <translation>机房：发热 {heat:,.0f} W（{btu:,.0f} BTU/h）</translation>
    </message>
    <message>
        <source>; cooling {cooling:,.0f} W ({share:.0f} %)</source>
        <translation>；制冷量 {cooling:,.0f} W（{share:.0f} %）</translation>
    </message>
    <message>
        <source>Rack {rack}: {used} of {units} U, {kw:,.2f} kW</source>
        <translation>机柜 {rack}：{used} / {units} U，{kw:,.2f} kW</translation>
    </message>
    <message>
        <source> (limit {max_kw:,.2f} kW)</source>
        <translation>（上限 {max_kw:,.2f} kW）</translation>
    </message>
    <message>
        <source>, {kg:,.1f} kg</source>
        <translation>，{kg:,.1f} kg</translation>
    </message>
    <message>
        <source>Totals: {machines} machine(s), {gpus} GPU(s), ${price:,.2f}</source>
        <translation>合计：{machines} 台机器，{gpus} 块显卡，${price:,.2f}</translation>
    </message>
    <message>
        <source>Machines</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <source>validated</source>
        <translation>已通过验证</translation>
    </message>
    <message>
        <source>not validated</source>
        <translation>未通过验证</translation>
    </message>
    <message>
        <source>, {wall:,.0f} W</source>
        <translation>，{wall:,.0f} W</translation>
    </message>
    <message>
        <source>Untitled lab</source>
        <translation>未命名实验室规划</translation>
    </message>
    <message>
        <source>{name}: {state} ({counts})</source>
        <translation>{name}：{state}（{counts}）</translation>
    </message>
    <message>
        <source>Not checked</source>
        <translation>未检查的项目</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Chassis</source>
        <translation>机箱</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Buy or rent</source>
        <translation>买还是租</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>配件库</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>BOM</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>The rules&apos; reference is not installed ({path}).</source>
        <translation>规则参考文档未安装（{path}）。</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>自动保存失败：{error}</translation>
    </message>
    <message>
        <source>{name}[*] — {app}</source>
        <translation>{name}[*] — {app}</translation>
    </message>
    <message>
        <source>Added {name}, not placed: Build &gt; Complete Build… chooses a board and places it, or choose a board first.</source>
        <translation>已添加 {name}，未安放：“配置 &gt; 补全配置…”会选择主板并安放它，也可先选择主板。</translation>
    </message>
    <message>
        <source>Place {name}: choose a slot with ↑ ↓ and press Enter, or drag the card onto a slot.</source>
        <translation>放置 {name}：用 ↑ ↓ 选择插槽后按回车，或把卡拖到插槽上。</translation>
    </message>
    <message>
        <source>Select a GPU or add-in card in the catalog first.</source>
        <translation>请先在配件库中选择一张显卡或扩展卡。</translation>
    </message>
    <message>
        <source>Power limit</source>
        <translation>功率限制</translation>
    </message>
    <message>
        <source>Power limit in W (0 removes the limit):</source>
        <translation>功率限制，单位 W（0 表示取消限制）：</translation>
    </message>
    <message>
        <source>Opened {name}; one build is open at a time.</source>
        <translation>已打开 {name}；一次只能打开一个配置。</translation>
    </message>
    <message>
        <source>{name} selected in the catalog: drag it onto a slot.</source>
        <translation>已在配件库中选中 {name}：把它拖到插槽上。</translation>
    </message>
    <message>
        <source>Restored the automatically saved build; {name} was not opened (one build is open at a time).</source>
        <translation>已恢复自动保存的配置；未打开 {name}（一次只能打开一个配置）。</translation>
    </message>
</context>
<context>
    <name>MemoryBar</name>
    <message>
        <source>{0:,.1f} GB per GPU of {1:,.1f} GB available</source>
        <translation>每块显卡 {0:,.1f} GB，可用 {1:,.1f} GB</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>{place}: {message}</source>
        <comment>a place in a build file</comment>
        <translation>{place}：{message}</translation>
    </message>
    <message>
        <source>The compiled catalog at {path} could not be written or read ({error}); the parts were loaded from the catalog sources instead.</source>
        <translation>无法写入或读取位于 {path} 的已编译配件库（{error}）；已改为直接从配件库源文件加载配件。</translation>
    </message>
    <message>
        <source>{place}: {problem}</source>
        <translation>{place}：{problem}</translation>
    </message>
    <message>
        <source>Custom part {id!r} ({kind}) could not be read and is not shown: {reason}</source>
        <translation>无法读取自定义配件 {id!r}（{kind}），因此不显示：{reason}</translation>
    </message>
    <message>
        <source>The user database {path} cannot be opened ({error}); custom parts and price changes made now will be lost when the application closes.</source>
        <translation>无法打开用户数据库 {path}（{error}）；现在添加的自定义配件和修改的价格会在程序关闭时丢失。</translation>
    </message>
    <message>
        <source>redundant ({redundant}) must be smaller than qty ({qty}): at least one PSU has to carry the load</source>
        <translation>冗余数（{redundant}）必须小于数量（{qty}）：至少要有一个电源承担负载</translation>
    </message>
    <message>
        <source>a bridge joins two different slots</source>
        <translation>桥接器必须连接两个不同的插槽</translation>
    </message>
    <message>
        <source>a waiver needs a reason</source>
        <translation>豁免需要填写理由</translation>
    </message>
    <message>
        <source>should be a whole number (got {got})</source>
        <translation>应为整数（实际为 {got}）</translation>
    </message>
    <message>
        <source>{file} line {line}</source>
        <translation>{file} 第 {line} 行</translation>
    </message>
    <message>
        <source>{file} index {index}</source>
        <translation>{file} 索引 {index}</translation>
    </message>
    <message>
        <source>{where}, column {column}: {problem}</source>
        <translation>{where}，列 {column}：{problem}</translation>
    </message>
    <message>
        <source>{where}, field {field}: {problem}</source>
        <translation>{where}，字段 {field}：{problem}</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}：{problem}</translation>
    </message>
    <message>
        <source>not UTF-8 text ({reason} at byte {byte})</source>
        <translation>不是 UTF-8 文本（字节偏移 {byte} 处：{reason}）</translation>
    </message>
    <message>
        <source>should be a finite number (got {got})</source>
        <translation>应为有限的数值（实际为 {got}）</translation>
    </message>
    <message>
        <source>column(s) named twice: {names}</source>
        <translation>列名重复：{names}</translation>
    </message>
    <message>
        <source>unknown column(s): {names}</source>
        <translation>未知的列：{names}</translation>
    </message>
    <message>
        <source>missing column(s): {names}</source>
        <translation>缺少列：{names}</translation>
    </message>
    <message>
        <source>required in the catalog (the page the facts come from)</source>
        <translation>配件库中必须填写（数据来源网页）</translation>
    </message>
    <message>
        <source>{file} {place}</source>
        <translation>{file} {place}</translation>
    </message>
    <message>
        <source>should hold a JSON list of {kind} objects</source>
        <translation>应包含一个由 {kind} 对象组成的 JSON 列表</translation>
    </message>
    <message>
        <source>{where}, id: {id!r} is already used by {earlier}; ids are unique across the whole catalog</source>
        <translation>{where}，id：{id!r} 已被 {earlier} 使用；id 在整个配件库中必须唯一</translation>
    </message>
    <message>
        <source>... more problems not shown</source>
        <translation>……还有更多问题未列出</translation>
    </message>
    <message>
        <source>{cells} cells, but the header (line {header_line}) has {columns} columns</source>
        <translation>有 {cells} 个单元格，但表头（第 {header_line} 行）有 {columns} 列</translation>
    </message>
    <message>
        <source>should be an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>should be {shape}</source>
        <translation>应为 {shape}</translation>
    </message>
    <message>
        <source>the catalog source folder does not exist</source>
        <translation>配件库源文件夹不存在</translation>
    </message>
    <message>
        <source>the CSV quoting is broken ({reason})</source>
        <translation>CSV 引号不匹配（{reason}）</translation>
    </message>
    <message>
        <source>not valid JSON ({error})</source>
        <translation>不是有效的 JSON（{error}）</translation>
    </message>
    <message>
        <source>this file is format version {version}, made by a newer version of the application; this one reads up to version {newest}. Please update.</source>
        <translation>此文件的格式版本为 {version}，由更新版本的程序生成；本程序最多只能读取版本 {newest}。请升级程序。</translation>
    </message>
    <message>
        <source>a build file holds one JSON object, not {got}</source>
        <translation>配置文件应包含一个 JSON 对象，而不是{got}</translation>
    </message>
    <message>
        <source>not a build file: format is {got}, expected {expected!r}</source>
        <translation>不是配置文件：format 为 {got}，应为 {expected!r}</translation>
    </message>
    <message>
        <source>required key is missing</source>
        <translation>缺少必需的键</translation>
    </message>
    <message>
        <source>unknown format version {version}</source>
        <translation>未知的格式版本 {version}</translation>
    </message>
    <message>
        <source>not a build file: the key {key} is missing</source>
        <translation>不是配置文件：缺少键 {key}</translation>
    </message>
    <message>
        <source>unknown part {id!r}: not in the catalog, the file&apos;s custom parts or its saved snapshot</source>
        <translation>未知配件 {id!r}：配件库、文件中的自定义配件和文件保存的快照里都没有它</translation>
    </message>
    <message>
        <source>part {id!r} is a {kind}, not a {expected}</source>
        <translation>配件 {id!r} 是{kind}，而不是{expected}</translation>
    </message>
    <message>
        <source>slot {slot!r} is given but the build has no motherboard; without one every slot must be null</source>
        <translation>指定了插槽 {slot!r}，但配置中没有主板；没有主板时所有插槽都必须为 null</translation>
    </message>
    <message>
        <source>the motherboard {board} has no slot {slot!r} (its slots: {names})</source>
        <translation>主板 {board} 上没有插槽 {slot!r}（它的插槽：{names}）</translation>
    </message>
    <message>
        <source>nesting deeper than {levels} levels</source>
        <translation>嵌套超过 {levels} 层</translation>
    </message>
    <message>
        <source>cannot read this build: {error}</source>
        <translation>无法读取此配置：{error}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>没有访问权限</translation>
    </message>
    <message>
        <source>cannot read: {error}</source>
        <translation>无法读取：{error}</translation>
    </message>
    <message>
        <source>a number is required</source>
        <translation>必须填写数值</translation>
    </message>
    <message>
        <source>{value} is out of range</source>
        <translation>{value} 超出范围</translation>
    </message>
    <message>
        <source>a value is required</source>
        <translation>必须填写</translation>
    </message>
    <message>
        <source>id {id!r} appears twice</source>
        <translation>id {id!r} 出现了两次</translation>
    </message>
    <message>
        <source>reference_w differs within one curve</source>
        <translation>同一条曲线中的 reference_w 不一致</translation>
    </message>
    <message>
        <source>the {curve} curve lists one power limit twice</source>
        <translation>{curve} 曲线中同一个功耗上限出现了两次</translation>
    </message>
    <message>
        <source>{cells} cells, but the header has {columns} columns</source>
        <translation>有 {cells} 个单元格，但表头有 {columns} 列</translation>
    </message>
    <message>
        <source>Time, tokens/s, energy and costs are estimates: they assume a model FLOPs utilisation (MFU) of {mfu:g}.</source>
        <translation>时间、tokens/s、能耗和费用都是估算：假定模型算力利用率（MFU）为 {mfu:g}。</translation>
    </message>
    <message>
        <source>Tokens/s, time, energy and costs are estimates: decoding reads the weights at {efficiency:g} of the memory bandwidth (memory bound), capped by the tensor rate at an MFU of {mfu:g}.</source>
        <translation>tokens/s、时间、能耗和费用都是估算：解码时按显存带宽的 {efficiency:g} 读取权重（受显存带宽限制），上限为 MFU {mfu:g} 时的张量算力。</translation>
    </message>
    <message>
        <source>Not known for a bare parameter count: {parts} (they need the model&apos;s shape: give a preset or a config.json).</source>
        <translation>只给参数量时无法得知：{parts}（需要模型结构：请给出预设或 config.json）。</translation>
    </message>
    <message>
        <source>Activations after Korthikanti et al. 2022 without the attention scores&apos; term (flash attention keeps none).</source>
        <translation>激活按 Korthikanti 等 2022 计算，不含注意力分数项（flash attention 不保存它）。</translation>
    </message>
    <message>
        <source>No token count given: the time and the cost of a run need one.</source>
        <translation>未给出 token 数：一次运行的时间和费用需要它。</translation>
    </message>
    <message>
        <source>{gpu} computes FP16 slower than FP32 (no tensor cores): precision fp32 runs faster on it.</source>
        <translation>{gpu} 的 FP16 比 FP32 慢（没有张量核心）：在它上面用 fp32 精度更快。</translation>
    </message>
    <message>
        <source>No {precision} rate for this GPU: its {field} is used.</source>
        <translation>这块显卡没有 {precision} 算力数据：改用其 {field}。</translation>
    </message>
    <message>
        <source>GPUs of more than one model: memory is judged on the smallest and speed on the slowest.</source>
        <translation>显卡型号不止一种：显存按最小的判断，速度按最慢的计算。</translation>
    </message>
    <message>
        <source>A GPU&apos;s link is not known: the all-reduce is left out of the time.</source>
        <translation>有显卡的连接带宽未知：时间中不含 all-reduce。</translation>
    </message>
    <message>
        <source>No PSU chosen: energy uses the DC peak, not the wall draw.</source>
        <translation>未选电源：能耗按直流峰值计算，而不是墙插取电。</translation>
    </message>
    <message>
        <source>Not published for {gpu}: {fields}; what needs them is not checked.</source>
        <translation>{gpu} 未公布：{fields}；依赖它们的内容未检查。</translation>
    </message>
    <message>
        <source>Estimated in the catalog for {gpu}: {fields}.</source>
        <translation>配件库中 {gpu} 的估算值：{fields}。</translation>
    </message>
    <message>
        <source>{cards} x {gpu} with {settings}</source>
        <translation>{cards} 块 {gpu}，并采用{settings}</translation>
    </message>
    <message>
        <source>{first} and {then}</source>
        <translation>{first}和{then}</translation>
    </message>
    <message>
        <source>the workload needs {need_gb:,.1f} GB per GPU; this build has {gpus} with {available_gb:,.1f} GB available each ({share:g} % of {memory_gb:g} GB)</source>
        <translation>该工作负载每块 GPU 需要 {need_gb:,.1f} GB；此配置有 {gpus}，每块可用 {available_gb:,.1f} GB（{memory_gb:g} GB 的 {share:g} %）</translation>
    </message>
    <message>
        <source>{constraint}; it would fit with: {ways}</source>
        <translation>{constraint}；以下方式可以容纳：{ways}</translation>
    </message>
    <message>
        <source>{count} x {gpu}</source>
        <translation>{count} × {gpu}</translation>
    </message>
    <message>
        <source>{constraint}; no change of its settings or of the GPUs makes it fit</source>
        <translation>{constraint}；改变其设置或 GPU 都无法容纳</translation>
    </message>
    <message>
        <source>{first}; or {then}</source>
        <translation>{first}；或{then}</translation>
    </message>
    <message>
        <source>{first}, {then}</source>
        <translation>{first}、{then}</translation>
    </message>
    <message>
        <source>sharding (ZeRO-3 / FSDP)</source>
        <translation>分片（ZeRO-3 / FSDP）</translation>
    </message>
    <message>
        <source>recomputation of activations</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>LoRA (rank {rank})</source>
        <translation>LoRA（秩 {rank}）</translation>
    </message>
    <message>
        <source>shard weights, gradients and optimizer states over the {gpus} GPUs (ZeRO-3 / FSDP)</source>
        <translation>把权重、梯度和优化器状态分片到 {gpus} 块显卡上（ZeRO-3 / FSDP）</translation>
    </message>
    <message>
        <source>recompute activations in the backward pass</source>
        <translation>在反向传播中重计算激活</translation>
    </message>
    <message>
        <source>fine-tune with LoRA (rank {rank}) instead</source>
        <translation>改用 LoRA 微调（秩 {rank}）</translation>
    </message>
    <message>
        <source>use 8-bit AdamW</source>
        <translation>使用 8 位 AdamW</translation>
    </message>
    <message>
        <source>a micro-batch of 1</source>
        <translation>微批大小为 1</translation>
    </message>
    <message>
        <source>{cards} x {gpu} ({memory_gb:g} GB each) with {settings}</source>
        <translation>{cards} 块 {gpu}（每块 {memory_gb:g} GB），并采用{settings}</translation>
    </message>
    <message>
        <source>{cards} x {gpu} ({memory_gb:g} GB each)</source>
        <translation>{cards} 块 {gpu}（每块 {memory_gb:g} GB）</translation>
    </message>
    <message>
        <source>cannot be negative (got {got})</source>
        <translation>不能为负数（给出的是 {got}）</translation>
    </message>
    <message>
        <source>must be {low:g} to {high:g} (got {got})</source>
        <translation>必须在 {low:g} 到 {high:g} 之间（给出的是 {got}）</translation>
    </message>
    <message>
        <source>unknown preset {id!r}; presets are {known}</source>
        <translation>未知的预设 {id!r}；可用的预设：{known}</translation>
    </message>
    <message>
        <source>must be above 0 (got {got})</source>
        <translation>必须大于 0（给出的是 {got}）</translation>
    </message>
    <message>
        <source>should be a text (got {got})</source>
        <translation>应为文本（给出的是 {got}）</translation>
    </message>
    <message>
        <source>give params_b or the shape ({keys})</source>
        <translation>请给出 params_b 或模型结构（{keys}）</translation>
    </message>
    <message>
        <source>a workload is a JSON object</source>
        <translation>工作负载应是一个 JSON 对象</translation>
    </message>
    <message>
        <source>the model FLOPs utilisation must be above 0 and at most 1 (got {got})</source>
        <translation>模型算力利用率必须大于 0 且不超过 1（给出的是 {got}）</translation>
    </message>
    <message>
        <source>the parameter count must be above 0 and at most {max:g} billion</source>
        <translation>参数量必须大于 0 且不超过 {max:g} 十亿</translation>
    </message>
    <message>
        <source>{file}, {place}</source>
        <translation>{file}，{place}</translation>
    </message>
    <message>
        <source>larger than {limit_kb} kB: not a config.json</source>
        <translation>超过 {limit_kb} kB：不是 config.json</translation>
    </message>
    <message>
        <source>missing: a shape needs all of {keys}</source>
        <translation>缺少：模型结构需要全部这些键：{keys}</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺少</translation>
    </message>
    <message>
        <source>a preset id or a model object (got {got})</source>
        <translation>应为预设 id 或模型对象（给出的是 {got}）</translation>
    </message>
    <message>
        <source>larger than {limit_kb} kB: not a workload</source>
        <translation>大于 {limit_kb} kB：不是工作负载文件</translation>
    </message>
    <message>
        <source>a training task needs the number of tokens to train on</source>
        <translation>训练任务需要给出训练的 token 数</translation>
    </message>
    <message>
        <source>no GPU is placed in a slot ({count} bought but not placed)</source>
        <translation>没有显卡装在插槽中（购买了 {count} 块但未安装）</translation>
    </message>
    <message>
        <source>the build has no GPU</source>
        <translation>配置中没有显卡</translation>
    </message>
    <message>
        <source>the build</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>{key} should be a whole number (got {got})</source>
        <translation>{key} 应为整数（给出的是 {got}）</translation>
    </message>
    <message>
        <source>{key} must be {low} to {high} (got {got})</source>
        <translation>{key} 必须在 {low} 到 {high} 之间（给出的是 {got}）</translation>
    </message>
    <message>
        <source>mlp should be one of {choices} (got {got})</source>
        <translation>mlp 应为 {choices} 之一（给出的是 {got}）</translation>
    </message>
    <message>
        <source>{key} should be true or false (got {got})</source>
        <translation>{key} 应为 true 或 false（给出的是 {got}）</translation>
    </message>
    <message>
        <source>{heads} attention heads cannot be grouped over {kv} KV heads</source>
        <translation>{heads} 个注意力头不能分组到 {kv} 个 KV 头上</translation>
    </message>
    <message>
        <source>hidden size {hidden} is not a multiple of {heads} heads</source>
        <translation>隐藏维度 {hidden} 不是 {heads} 个头的整数倍</translation>
    </message>
    <message>
        <source>a config.json holds a JSON object</source>
        <translation>config.json 应包含一个 JSON 对象</translation>
    </message>
    <message>
        <source>{where}, key {key}</source>
        <translation>{where}，键 {key}</translation>
    </message>
    <message>
        <source>column {column}: should be true or false (got {got})</source>
        <translation>列 {column}：应为 true 或 false（给出的是 {got}）</translation>
    </message>
    <message>
        <source>column {column}: {value} is out of range</source>
        <translation>列 {column}：{value} 超出范围</translation>
    </message>
    <message>
        <source>{key} = {value}: mixture-of-experts models are not estimated</source>
        <translation>{key} = {value}：不估算混合专家（MoE）模型</translation>
    </message>
    <message>
        <source>{key} is missing</source>
        <translation>缺少 {key}</translation>
    </message>
    <message>
        <source>column {column}: a value is required</source>
        <translation>列 {column}：必须有值</translation>
    </message>
    <message>
        <source>id {id!r} is empty or appears twice</source>
        <translation>id {id!r} 为空或重复出现</translation>
    </message>
    <message>
        <source>column {column}: should be a whole number (got {got})</source>
        <translation>列 {column}：应为整数（给出的是 {got}）</translation>
    </message>
    <message>
        <source>no part {id!r} in the catalog</source>
        <translation>目录中没有部件 {id!r}</translation>
    </message>
    <message>
        <source>The database {place} holds no team catalog yet: its owner runs `configurator team init {url}` first</source>
        <translation>数据库 {place} 中还没有团队配件库：请先由其所有者运行 `configurator team init {url}`</translation>
    </message>
    <message>
        <source>The team catalog {place} cannot be read by this role: its owner runs `configurator team init {url}` again, which lets every member read its schema version</source>
        <translation>该角色无法读取团队配件库 {place}：请其所有者再次运行 `configurator team init {url}`，使每位成员都能读取其架构版本</translation>
    </message>
    <message>
        <source>The role {user} may not read the team catalog {place}: its owner grants SELECT on its tables</source>
        <translation>角色 {user} 无权读取团队配件库 {place}：需由其所有者授予这些表的 SELECT 权限</translation>
    </message>
    <message>
        <source>The team catalog {place} cannot be reached within {seconds} s: {error}</source>
        <translation>{seconds} 秒内无法连接团队配件库 {place}：{error}</translation>
    </message>
    <message>
        <source>the quantity should be a whole number from {least} to {most} (got {got!r})</source>
        <translation>数量应为 {least} 到 {most} 之间的整数（得到 {got!r}）</translation>
    </message>
    <message>
        <source>the {origin} catalog keeps no stock; stock is kept in your own database (without a team catalog)</source>
        <translation>{origin} 配件库不保存库存；库存保存在你自己的数据库中（不使用团队配件库时）</translation>
    </message>
    <message>
        <source>The team catalog {place} has schema version {found}, this application version reads {wanted}: update the application</source>
        <translation>团队配件库 {place} 的架构版本为 {found}，本程序版本读取的是 {wanted}：请更新本程序</translation>
    </message>
    <message>
        <source>The team catalog {place} has schema version {found}, this application version reads {wanted}: its owner runs `configurator team init {url}` to upgrade it</source>
        <translation>团队配件库 {place} 的架构版本为 {found}，本程序版本读取的是 {wanted}：请其所有者运行 `configurator team init {url}` 进行升级</translation>
    </message>
    <message>
        <source>The team catalog {place} is read-only for {user}: its owner grants INSERT, UPDATE and DELETE to members who change parts and prices</source>
        <translation>团队配件库 {place} 对 {user} 是只读的：需要修改配件和价格的成员须由其所有者授予 INSERT、UPDATE 和 DELETE 权限</translation>
    </message>
    <message>
        <source>The team catalog {place} stopped answering ({error}); nothing was changed</source>
        <translation>团队配件库 {place} 已停止响应（{error}）；未做任何更改</translation>
    </message>
    <message>
        <source>Part {id!r}</source>
        <translation>配件 {id!r}</translation>
    </message>
    <message>
        <source>The price of {id!r}</source>
        <translation>{id!r} 的价格</translation>
    </message>
    <message>
        <source>{what} was changed by {who} at {when} since this copy of the team catalog was read; nothing was saved: reload and make the change again</source>
        <translation>自读取这份团队配件库副本以来，{what}已由 {who} 于 {when} 修改；未保存任何内容：请重新加载后再修改一次</translation>
    </message>
    <message>
        <source>{what} was added to the team catalog by {who} at {when} since this copy was read; nothing was saved: reload and make the change again</source>
        <translation>自读取这份副本以来，{what}已由 {who} 于 {when} 添加到团队配件库；未保存任何内容：请重新加载后再修改一次</translation>
    </message>
    <message>
        <source>{what} was removed from the team catalog by {who} at {when} since this copy was read; nothing was saved: reload and make the change again</source>
        <translation>自读取这份副本以来，{what}已由 {who} 于 {when} 从团队配件库中删除；未保存任何内容：请重新加载后再修改一次</translation>
    </message>
    <message>
        <source>The offline copy of the team catalog could not be saved at {path} ({error})</source>
        <translation>无法将团队配件库的离线副本保存到 {path}（{error}）</translation>
    </message>
    <message>
        <source>The team catalog {place} refused the change ({error}); nothing was changed</source>
        <translation>团队配件库 {place} 拒绝了此更改（{error}）；未做任何更改</translation>
    </message>
    <message>
        <source>Team part {id!r} ({kind}) could not be read and is not shown: {reason}</source>
        <translation>无法读取团队配件 {id!r}（{kind}），未显示：{reason}</translation>
    </message>
    <message>
        <source>{why}; changes need the team catalog, nothing was changed</source>
        <translation>{why}；更改需要连接团队配件库，未做任何更改</translation>
    </message>
    <message>
        <source>{why}. Showing the copy of its parts saved {when}, read-only</source>
        <translation>{why}。正在以只读方式显示 {when} 保存的配件副本</translation>
    </message>
    <message>
        <source>{why}. No copy of its parts has been saved on this computer yet</source>
        <translation>{why}。本机上还没有保存过其配件副本</translation>
    </message>
    <message>
        <source>the team database URL must start with postgresql:// (postgresql://USER@HOST[:PORT]/DBNAME), not {url!r}</source>
        <translation>团队数据库 URL 必须以 postgresql:// 开头（postgresql://用户@主机[:端口]/数据库名），而不是 {url!r}</translation>
    </message>
    <message>
        <source>the team database URL must not hold a password: put it in ~/.pgpass (or PGPASSFILE, a service file, PGPASSWORD) and give the URL without it</source>
        <translation>团队数据库 URL 中不能包含密码：请把密码写入 ~/.pgpass（或 PGPASSFILE、服务文件、PGPASSWORD），URL 中不要带密码</translation>
    </message>
    <message>
        <source>the team database URL {url!r} names no database (postgresql://USER@HOST[:PORT]/DBNAME)</source>
        <translation>团队数据库 URL {url!r} 没有指明数据库（postgresql://用户@主机[:端口]/数据库名）</translation>
    </message>
    <message>
        <source>the team database URL {url!r} cannot be read ({error})</source>
        <translation>无法解析团队数据库 URL {url!r}（{error}）</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>第 {row} 行</translation>
    </message>
    <message>
        <source>field {field}: {problem}</source>
        <translation>字段 {field}：{problem}</translation>
    </message>
    <message>
        <source>a price must be a finite number from {low} to {high} USD (got {got})</source>
        <translation>价格必须是 {low} 到 {high} 美元之间的有限数值（得到 {got}）</translation>
    </message>
    <message>
        <source>should be an ISO 8601 date: YYYY-MM-DD, YYYY-MM or YYYY (got {got})</source>
        <translation>应为 ISO 8601 日期：YYYY-MM-DD、YYYY-MM 或 YYYY（得到 {got}）</translation>
    </message>
    <message>
        <source>should be an http:// or https:// address, or empty (got {got})</source>
        <translation>应为 http:// 或 https:// 地址，或留空（得到 {got}）</translation>
    </message>
    <message>
        <source>unknown kind {got}; kinds are {kinds}</source>
        <translation>未知的种类 {got}；可用种类：{kinds}</translation>
    </message>
    <message>
        <source>at most {n} parts of your own can be kept</source>
        <translation>最多只能保存 {n} 个自有部件</translation>
    </message>
    <message>
        <source>id {id!r} is already used by row {row}</source>
        <translation>ID {id!r} 已被第 {row} 行使用</translation>
    </message>
    <message>
        <source>{id!r} is already the id of a stored part (yours, or your team&apos;s); choose another id, or replace that part (--replace)</source>
        <translation>{id!r} 已是一个已保存配件（您的或团队的）的 ID；请换一个 ID，或替换该配件（--replace）</translation>
    </message>
    <message>
        <source>{id!r} is a catalog part&apos;s id; choose another id, or replace the catalog part (--replace)</source>
        <translation>{id!r} 是目录部件的 ID；请换一个 ID，或替换该目录部件（--replace）</translation>
    </message>
    <message>
        <source>Parts or prices that could not be read stay where they are stored, unused: `configurator parts list --damaged` lists them with the reason, `configurator parts export --damaged FILE.json` saves them as they are stored, and `configurator parts remove ID` or `configurator price clear ID` removes one.</source>
        <translation>无法读取的配件或价格仍保留在原处，但不会被使用：`configurator parts list --damaged` 列出它们及原因，`configurator parts export --damaged FILE.json` 按原样保存它们，`configurator parts remove ID` 或 `configurator price clear ID` 删除其中一项。</translation>
    </message>
    <message>
        <source>no part has this id</source>
        <translation>没有配件使用此 ID</translation>
    </message>
    <message>
        <source>Your price for {id!r} names no part of the catalog or of yours and is not used</source>
        <translation>您为 {id!r} 设置的价格不对应目录或您自己的任何配件，因此不会被使用</translation>
    </message>
    <message>
        <source>a quote holds at most {rows} rows; this one has more</source>
        <translation>报价单最多 {rows} 行；此报价单超出</translation>
    </message>
    <message>
        <source>a cell of more than {chars} characters (no field of a part is so long)</source>
        <translation>单元格超过 {chars} 个字符（配件的任何字段都不会这么长）</translation>
    </message>
    <message>
        <source>{id} is priced again, otherwise than at {first}: a quote gives each part one price</source>
        <translation>{id} 再次被报价，且与 {first} 不同：报价单中每个配件只能有一个价格</translation>
    </message>
    <message>
        <source>a price without a part id</source>
        <translation>价格缺少配件 ID</translation>
    </message>
    <message>
        <source>the price cell holds {got}, not a number</source>
        <translation>价格单元格的内容是 {got}，不是数字</translation>
    </message>
    <message>
        <source>the spec&apos;s id {found!r} is not the row&apos;s id</source>
        <translation>规格中的 ID {found!r} 与该行的 ID 不一致</translation>
    </message>
    <message>
        <source>a cell holds {got}, not text</source>
        <translation>单元格的内容是 {got}，不是文本</translation>
    </message>
    <message>
        <source>The team catalog {place} asks for a password, and {passfile} is not read: others may read it (libpq reads a password file only at mode 0600: chmod 600 {passfile})</source>
        <translation>团队配件库 {place} 需要密码，但未读取 {passfile}：其他用户可以读取该文件（libpq 只读取权限为 0600 的密码文件：chmod 600 {passfile}）</translation>
    </message>
    <message>
        <source>The team catalog {place} could not be read ({error})</source>
        <translation>无法读取团队配件库 {place}（{error}）</translation>
    </message>
    <message>
        <source>The team catalog {place} did not confirm the change within {seconds} s: it may or may not have been saved; reload the team catalog to see</source>
        <translation>团队配件库 {place} 未在 {seconds} 秒内确认此更改：它可能已保存，也可能未保存；请重新加载团队配件库查看</translation>
    </message>
    <message>
        <source>The team catalog {place} did not answer within {seconds} s; nothing was changed</source>
        <translation>团队配件库 {place} 未在 {seconds} 秒内响应；未做任何更改</translation>
    </message>
    <message>
        <source>The team catalog {place} did not answer within {seconds} s</source>
        <translation>团队配件库 {place} 未在 {seconds} 秒内响应</translation>
    </message>
    <message>
        <source>The team catalog {place} is busy: another session has held a lock on its tables for more than {seconds} s; nothing was changed</source>
        <translation>团队配件库 {place} 正忙：另一个会话锁定其数据表已超过 {seconds} 秒；未做任何更改</translation>
    </message>
    <message>
        <source>The team catalog {place} is busy: another session has held a lock on its tables for more than {seconds} s</source>
        <translation>团队配件库 {place} 正忙：另一个会话锁定其数据表已超过 {seconds} 秒</translation>
    </message>
    <message>
        <source>The team catalog {place} stopped answering ({error})</source>
        <translation>团队配件库 {place} 已停止响应（{error}）</translation>
    </message>
    <message>
        <source>The team&apos;s price for {id!r} could not be read and is not used: {reason}</source>
        <translation>无法读取团队为 {id!r} 设置的价格，因此不会使用：{reason}</translation>
    </message>
    <message>
        <source>The stock of {id!r}</source>
        <translation>{id!r} 的库存</translation>
    </message>
    <message>
        <source>The user database {path} cannot be opened ({error})</source>
        <translation>无法打开用户数据库 {path}（{error}）</translation>
    </message>
    <message>
        <source>Your user database {path} was empty (0 bytes); it was moved aside to {moved} and a new one was started. If you had parts or prices of your own, restore them from a backup (configurator parts export makes one).</source>
        <translation>您的用户数据库 {path} 是空的（0 字节）；它已被移到 {moved}，并新建了一个数据库。如果您曾有自己的配件或价格，请从备份恢复（configurator parts export 可以生成备份）。</translation>
    </message>
    <message>
        <source>Your price for {id!r} could not be read and is not used: {reason}</source>
        <translation>无法读取您为 {id!r} 设置的价格，因此不会使用：{reason}</translation>
    </message>
    <message>
        <source>Your user database could not be read ({error}). It was moved aside to {moved} (kept, not deleted), and a new one was started with what could still be read: {parts} custom part(s) and {prices} price(s); {lost} damaged row(s) or table(s) could not be recovered and remain only in the moved file.</source>
        <translation>无法读取您的用户数据库（{error}）。它已被移到 {moved}（保留，未删除），并用仍能读出的内容新建了一个数据库：{parts} 个自定义配件和 {prices} 个价格；{lost} 个损坏的行或表无法恢复，只保留在被移走的文件中。</translation>
    </message>
    <message>
        <source>Your user database {path} was written by a newer version of the application (schema {version}; this one knows up to {newest}). It is opened read-only: your parts and prices are shown, but changes cannot be saved until you update.</source>
        <translation>您的用户数据库 {path} 由更新版本的程序写入（架构版本 {version}；本程序最多支持 {newest}）。它以只读方式打开：您的配件和价格会显示出来，但在升级程序之前无法保存修改。</translation>
    </message>
    <message>
        <source>larger than {mb} MB</source>
        <translation>大于 {mb} MB</translation>
    </message>
    <message>
        <source>no kind column: say which kind of part the file holds (--kind KIND)</source>
        <translation>没有 kind 列：请说明文件中是哪一种部件（--kind KIND）</translation>
    </message>
    <message>
        <source>your parts and prices here can be read but not changed</source>
        <translation>此处的自有部件和价格只能读取，不能修改</translation>
    </message>
    <message>
        <source>Some of your parts could not be read ({error}); those read so far are shown.</source>
        <translation>部分自有部件无法读取（{error}）；仅显示已读取的部件。</translation>
    </message>
    <message>
        <source>The team catalog {place} asks for a password and none was found for {user}: put it in ~/.pgpass (or PGPASSFILE, a service file, PGPASSWORD)</source>
        <translation>团队配件库 {place} 需要密码，但未找到 {user} 的密码：请将其写入 ~/.pgpass（或 PGPASSFILE、服务文件、PGPASSWORD）</translation>
    </message>
    <message>
        <source>The team catalog {place} refused the connection: {error}</source>
        <translation>团队配件库 {place} 拒绝了连接：{error}</translation>
    </message>
    <message>
        <source>The team catalog {place} is not connected yet; changes need it, nothing was changed</source>
        <translation>团队配件库 {place} 尚未连接；修改需要连接到它，未做任何更改</translation>
    </message>
    <message>
        <source>Connecting to the team catalog {place}</source>
        <translation>正在连接团队配件库 {place}</translation>
    </message>
    <message>
        <source>Connecting to the team catalog {place}; meanwhile showing the copy of its parts saved {when}, read-only</source>
        <translation>正在连接团队配件库 {place}；在此期间以只读方式显示 {when} 保存的配件副本</translation>
    </message>
    <message>
        <source>Connecting to the team catalog {place}; no copy of its parts has been saved on this computer yet</source>
        <translation>正在连接团队配件库 {place}；本机尚未保存其配件副本</translation>
    </message>
    <message>
        <source>a quote needs the columns price_usd and id or mpn</source>
        <translation>报价单需要 price_usd 列，以及 id 或 mpn 列</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>不是文件</translation>
    </message>
    <message>
        <source>the file is empty: no header row</source>
        <translation>文件为空：没有标题行</translation>
    </message>
    <message>
        <source>not a field of a {kind}</source>
        <translation>不是{kind}的字段</translation>
    </message>
    <message>
        <source>give an id or an mpn</source>
        <translation>请给出 id 或 mpn</translation>
    </message>
    <message>
        <source>The catalog&apos;s {name} has other slots now than when this file was saved (the file names {slots}); the board as saved in this file is used. Choose the board again to take the catalog&apos;s.</source>
        <translation>目录中的 {name} 的插槽已与保存此文件时不同（文件中用到 {slots}）；现使用此文件中保存的主板规格。重新选择该主板即可改用目录中的规格。</translation>
    </message>
    <message>
        <source>custom part id {id!r} is used twice</source>
        <translation>自定义配件 id {id!r} 被使用了两次</translation>
    </message>
    <message>
        <source>the motherboard {board} has no PCIe slots; {slot!r} is not one</source>
        <translation>主板 {board} 没有 PCIe 插槽；{slot!r} 不是它的插槽</translation>
    </message>
    <message>
        <source>no GPU stands in slot {slot!r} for this bridge</source>
        <translation>插槽 {slot!r} 中没有可供此桥接器连接的显卡</translation>
    </message>
    <message>
        <source>the card in slot {slot!r} ({name}) takes {links} NVLink bridge(s); this is one more</source>
        <translation>插槽 {slot!r} 中的卡（{name}）只能接 {links} 个 NVLink 桥接器；这是多出来的一个</translation>
    </message>
    <message>
        <source>Custom part {id!r} ({name}) replaces the catalog part of the same id in this file.</source>
        <translation>在此文件中，自定义配件 {id!r}（{name}）取代了配件库中 id 相同的配件。</translation>
    </message>
    <message>
        <source>Part {id!r} ({name}) is no longer in the catalog; its specification was taken from the copy saved in this file.</source>
        <translation>配件 {id!r}（{name}）已不在配件库中；其规格取自此文件中保存的副本。</translation>
    </message>
    <message>
        <source>Place {name} in {slot}</source>
        <translation>把 {name} 装入 {slot}</translation>
    </message>
    <message>
        <source>Move the card from {a} to {b}</source>
        <translation>把卡从 {a} 移到 {b}</translation>
    </message>
    <message>
        <source>Remove {name}</source>
        <translation>移除 {name}</translation>
    </message>
    <message>
        <source>Use the {name} in {slots}</source>
        <translation>在 {slots} 中换用 {name}</translation>
    </message>
    <message>
        <source>Set the GPU power limits</source>
        <translation>设置各显卡的功率限制</translation>
    </message>
    <message>
        <source>Bridge {a} and {b}</source>
        <translation>桥接 {a} 和 {b}</translation>
    </message>
    <message>
        <source>Use the {name}</source>
        <translation>使用 {name}</translation>
    </message>
    <message>
        <source>Add {name}</source>
        <translation>添加 {name}</translation>
    </message>
    <message>
        <source>Replace the card in {slot} with {name}</source>
        <translation>把 {slot} 中的卡换成 {name}</translation>
    </message>
    <message>
        <source>Swap the cards in {a} and {b}</source>
        <translation>交换 {a} 和 {b} 中的卡</translation>
    </message>
    <message>
        <source>Set a GPU power limit</source>
        <translation>设置显卡功率限制</translation>
    </message>
    <message>
        <source>Add {name} (drag it into a slot, or keep it outside)</source>
        <translation>添加 {name}（拖到插槽上，或留作外置）</translation>
    </message>
    <message>
        <source>a value was expected</source>
        <translation>此处应有一个值</translation>
    </message>
    <message>
        <source>a key in double quotes was expected</source>
        <translation>此处应有一个用双引号括起的键</translation>
    </message>
    <message>
        <source>a &apos;:&apos; was expected</source>
        <translation>此处应有 &apos;:&apos;</translation>
    </message>
    <message>
        <source>a &apos;,&apos; was expected</source>
        <translation>此处应有 &apos;,&apos;</translation>
    </message>
    <message>
        <source>a text is not closed by a double quote</source>
        <translation>字符串缺少结尾的双引号</translation>
    </message>
    <message>
        <source>a control character inside a text</source>
        <translation>字符串中有控制字符</translation>
    </message>
    <message>
        <source>an invalid backslash escape</source>
        <translation>无效的反斜杠转义</translation>
    </message>
    <message>
        <source>an invalid \uXXXX escape</source>
        <translation>无效的 \uXXXX 转义</translation>
    </message>
    <message>
        <source>more data after the end of the JSON value</source>
        <translation>JSON 值结束后还有多余的数据</translation>
    </message>
    <message>
        <source>line {line}, column {column}</source>
        <translation>第 {line} 行第 {column} 列</translation>
    </message>
    <message>
        <source>{path} (line {line}, column {column})</source>
        <translation>{path}（第 {line} 行第 {column} 列）</translation>
    </message>
    <message>
        <source>{name} is not a number a build file may hold</source>
        <translation>{name} 不是配置文件中允许的数值</translation>
    </message>
    <message>
        <source>the file is {size_mb:.1f} MB; build files are at most {limit_mb} MB</source>
        <translation>文件大小为 {size_mb:.1f} MB；配置文件最大为 {limit_mb} MB</translation>
    </message>
    <message>
        <source>Complete build (place {count} GPU(s))</source>
        <translation>补全配置（安放 {count} 块 GPU）</translation>
    </message>
    <message>
        <source>Complete build ({count} parts)</source>
        <translation>补全配置（{count} 个配件）</translation>
    </message>
    <message>
        <source>Take {name} out of {slot} (not placed)</source>
        <translation>把 {name} 从 {slot} 取出（未安放）</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <source>not UTF-8 text: this looks like UTF-16; save it as UTF-8</source>
        <translation>不是 UTF-8 文本：看起来是 UTF-16；请另存为 UTF-8</translation>
    </message>
    <message>
        <source>not a text file (it holds NUL bytes)</source>
        <translation>不是文本文件（其中含有 NUL 字节）</translation>
    </message>
    <message>
        <source>the file starts with two byte-order marks (BOM); save it as UTF-8 with one, or none</source>
        <translation>文件开头有两个字节顺序标记（BOM）；请另存为带一个 BOM 或不带 BOM 的 UTF-8</translation>
    </message>
    <message>
        <source>the text {text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>unknown key</source>
        <translation>未知的键</translation>
    </message>
    <message>
        <source>must be more than {bound} (got {got})</source>
        <translation>必须大于 {bound}（实际为 {got}）</translation>
    </message>
    <message>
        <source>must be at least {bound} (got {got})</source>
        <translation>不能小于 {bound}（实际为 {got}）</translation>
    </message>
    <message>
        <source>must be at most {bound} (got {got})</source>
        <translation>不能大于 {bound}（实际为 {got}）</translation>
    </message>
    <message>
        <source>text longer than {limit} characters</source>
        <translation>文本超过 {limit} 个字符</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>more than {limit} items</source>
        <translation>超过 {limit} 项</translation>
    </message>
    <message>
        <source>needs at least {limit} items</source>
        <translation>至少需要 {limit} 项</translation>
    </message>
    <message>
        <source>should be a month as YYYY-MM, e.g. 2019-06 (got {got!r})</source>
        <translation>应为 YYYY-MM 格式的年月，例如 2019-06（实际为 {got!r}）</translation>
    </message>
    <message>
        <source>{name!r} is listed both as estimated and as unknown: a value nobody published is not an estimate</source>
        <translation>{name!r} 同时被列为估计值和未知值：没有公布的数值不是估计值</translation>
    </message>
    <message>
        <source>switch_uplink_full_cpu_lanes and switch_uplink_lanes_reduced go together: give both or neither</source>
        <translation>switch_uplink_full_cpu_lanes 与 switch_uplink_lanes_reduced 须同时给出，或都不给</translation>
    </message>
    <message>
        <source>the reduced switch uplink x{reduced} is wider than the full x{full}</source>
        <translation>缩减后的交换芯片上行链路 x{reduced} 比完整的 x{full} 还宽</translation>
    </message>
    <message>
        <source>item {index}: {name!r} is not a field of a {kind} part</source>
        <translation>第 {index} 项：{name!r} 不是{kind}配件的字段</translation>
    </message>
    <message>
        <source>item {index}: {name!r} is listed twice</source>
        <translation>第 {index} 项：{name!r} 列出了两次</translation>
    </message>
    <message>
        <source>item {index}: board id {id!r} must be a slug: lowercase letters and digits, single &apos;-&apos; between them</source>
        <translation>第 {index} 项：主板 id {id!r} 必须是 slug 形式：小写字母和数字，中间用单个 &apos;-&apos; 分隔</translation>
    </message>
    <message>
        <source>slot {slot} is switched off by {other!r}, which is not another slot of this board</source>
        <translation>插槽 {slot} 由 {other!r} 关闭，但它不是此主板上的另一个插槽</translation>
    </message>
    <message>
        <source>this is not an ordinary file</source>
        <translation>这不是普通文件</translation>
    </message>
    <message>
        <source>the system says: {error}</source>
        <translation>系统提示：{error}</translation>
    </message>
    <message>
        <source>symbolic links lead round in a circle here</source>
        <translation>此处的符号链接构成了循环</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>这是文件夹，不是文件</translation>
    </message>
    <message>
        <source>this is a named pipe (FIFO), not an ordinary file</source>
        <translation>这是命名管道（FIFO），不是普通文件</translation>
    </message>
    <message>
        <source>this is a device, not an ordinary file</source>
        <translation>这是设备，不是普通文件</translation>
    </message>
    <message>
        <source>this is a socket, not an ordinary file</source>
        <translation>这是套接字，不是普通文件</translation>
    </message>
    <message>
        <source>a part of this path is a file, not a folder</source>
        <translation>此路径中有一部分是文件而不是文件夹</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>磁盘为只读</translation>
    </message>
    <message>
        <source>one file is named for two outputs</source>
        <translation>两个输出指定了同一个文件</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>文件夹不存在</translation>
    </message>
    <message>
        <source>Use a {outlet} outlet</source>
        <translation>使用 {outlet} 插座</translation>
    </message>
    <message>
        <source>Rename the build</source>
        <translation>重命名配置</translation>
    </message>
    <message>
        <source>Edit the build&apos;s notes</source>
        <translation>编辑配置备注</translation>
    </message>
    <message>
        <source>Add an extra row</source>
        <translation>添加其他项</translation>
    </message>
    <message>
        <source>Edit the extra row {name}</source>
        <translation>编辑其他项 {name}</translation>
    </message>
    <message>
        <source>Remove the extra row {name}</source>
        <translation>删除其他项 {name}</translation>
    </message>
    <message>
        <source>Waive {rule}</source>
        <translation>豁免 {rule}</translation>
    </message>
    <message>
        <source>Remove the waiver of {rule}</source>
        <translation>取消对 {rule} 的豁免</translation>
    </message>
    <message>
        <source>should be a number (got {got})</source>
        <translation>应为数字（实际为 {got}）</translation>
    </message>
    <message>
        <source>should be text (got {got})</source>
        <translation>应为文本（实际为 {got}）</translation>
    </message>
    <message>
        <source>should be true or false (got {got})</source>
        <translation>应为 true 或 false（实际为 {got}）</translation>
    </message>
    <message>
        <source>should be a list (got {got})</source>
        <translation>应为列表（实际为 {got}）</translation>
    </message>
    <message>
        <source>should be an object (got {got})</source>
        <translation>应为对象（实际为 {got}）</translation>
    </message>
    <message>
        <source>should be one of {choices} (got {got})</source>
        <translation>应为 {choices} 之一（实际为 {got}）</translation>
    </message>
    <message>
        <source>unknown part kind {kind!r}; kinds are {kinds}</source>
        <translation>未知的配件类型 {kind!r}；可用类型为 {kinds}</translation>
    </message>
    <message>
        <source>a part needs a &apos;kind&apos;</source>
        <translation>配件需要 &apos;kind&apos; 键</translation>
    </message>
    <message>
        <source>unknown outlet {got}; use one of {presets} or {custom}</source>
        <translation>未知的插座 {got}；请使用 {presets} 之一，或 {custom}</translation>
    </message>
    <message>
        <source>(top level)</source>
        <translation>（顶层）</translation>
    </message>
    <message>
        <source>key {key!r} appears twice in one object</source>
        <translation>键 {key!r} 在同一个对象中出现了两次</translation>
    </message>
    <message>
        <source>not valid JSON: {reason}</source>
        <translation>不是有效的 JSON：{reason}</translation>
    </message>
    <message>
        <source>a number written with {count} characters; a build file&apos;s numbers have at most {limit}</source>
        <translation>该数字有 {count} 个字符；配置文件中的数字最多 {limit} 个字符</translation>
    </message>
    <message>
        <source>{number} is too large a number for a build file</source>
        <translation>{number} 对配置文件来说太大了</translation>
    </message>
    <message>
        <source>not a text file (bytes that are not UTF-8); is this a build file?</source>
        <translation>不是文本文件（含有非 UTF-8 字节）；这是配置文件吗？</translation>
    </message>
    <message>
        <source>should be {choice} (got {got})</source>
        <translation>应为 {choice}（实际为 {got}）</translation>
    </message>
    <message>
        <source>Use {count} x {name}</source>
        <translation>使用 {count} 个 {name}</translation>
    </message>
    <message>
        <source>Change the quantity of {name}</source>
        <translation>更改 {name} 的数量</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>处理器</translation>
    </message>
    <message>
        <source>motherboard</source>
        <translation>主板</translation>
    </message>
    <message>
        <source>power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>chassis</source>
        <translation>机箱</translation>
    </message>
    <message>
        <source>memory module</source>
        <translation>内存条</translation>
    </message>
    <message>
        <source>drive</source>
        <translation>硬盘</translation>
    </message>
    <message>
        <source>network card</source>
        <translation>网卡</translation>
    </message>
    <message>
        <source>NVLink bridge</source>
        <translation>NVLink 桥接器</translation>
    </message>
    <message>
        <source>CPU cooler</source>
        <translation>CPU 散热器</translation>
    </message>
    <message>
        <source>part id {id!r} must be a slug: lowercase letters and digits, single &apos;-&apos; between them</source>
        <translation>配件 id {id!r} 必须是 slug 形式：小写字母和数字，中间用单个 &apos;-&apos; 分隔</translation>
    </message>
    <message>
        <source>slot {slot}: electrical x{lanes} is wider than its mechanical x{mech_lanes}</source>
        <translation>插槽 {slot}：电气宽度 x{lanes} 大于其物理宽度 x{mech_lanes}</translation>
    </message>
    <message>
        <source>slot ids must be unique on a board; repeated: {slots}</source>
        <translation>同一块主板上的插槽 id 不能重复；重复的有：{slots}</translation>
    </message>
    <message>
        <source>two slots at bracket position {position}</source>
        <translation>有两个插槽位于第 {position} 个挡板位</translation>
    </message>
    <message>
        <source>slot {slot} at position {position} lies outside a {form_factor} board ({positions} positions)</source>
        <translation>插槽 {slot} 位于第 {position} 个位置，超出了 {form_factor} 主板的范围（共 {positions} 个位置）</translation>
    </message>
    <message>
        <source>slot {slot} hangs on CPU {cpu} of a {sockets}-socket board</source>
        <translation>插槽 {slot} 连接在第 {cpu} 颗 CPU 上，但这是 {sockets} 路主板</translation>
    </message>
    <message>
        <source>lane_table[{index}] names slot {slot!r}, not on this board</source>
        <translation>lane_table[{index}] 提到的插槽 {slot!r} 不在这块主板上</translation>
    </message>
    <message>
        <source>lane_table[{index}] names {slot}, which is not CPU-wired</source>
        <translation>lane_table[{index}] 提到的 {slot} 不是连接在 CPU 上的插槽</translation>
    </message>
    <message>
        <source>lane_table[{index}] gives {slot} x{width}, wider than the slot</source>
        <translation>lane_table[{index}] 给 {slot} 分配了 x{width}，超过了插槽的宽度</translation>
    </message>
    <message>
        <source>Add machine {machine}</source>
        <translation>添加机器 {machine}</translation>
    </message>
    <message>
        <source>Remove machine {machine}</source>
        <translation>移除机器 {machine}</translation>
    </message>
    <message>
        <source>Put machine {machine} on {circuits}</source>
        <translation>将机器 {machine} 接到 {circuits}</translation>
    </message>
    <message>
        <source>Put machine {machine} in rack {rack} at U{u}</source>
        <translation>将机器 {machine} 放入机柜 {rack} 的 U{u}</translation>
    </message>
    <message>
        <source>Add circuit {circuit}</source>
        <translation>添加线路 {circuit}</translation>
    </message>
    <message>
        <source>Remove circuit {circuit}</source>
        <translation>移除线路 {circuit}</translation>
    </message>
    <message>
        <source>Change the outlet of circuit {circuit}</source>
        <translation>更改线路 {circuit} 的插座</translation>
    </message>
    <message>
        <source>Add rack {rack}</source>
        <translation>添加机柜 {rack}</translation>
    </message>
    <message>
        <source>Change rack {rack}</source>
        <translation>更改机柜 {rack}</translation>
    </message>
    <message>
        <source>Remove rack {rack}</source>
        <translation>移除机柜 {rack}</translation>
    </message>
    <message>
        <source>Change the room&apos;s cooling</source>
        <translation>更改机房制冷量</translation>
    </message>
    <message>
        <source>Change the lab&apos;s name and notes</source>
        <translation>更改实验室规划的名称和备注</translation>
    </message>
    <message>
        <source>Take machine {machine} off its circuits</source>
        <translation>断开机器 {machine} 的所有线路</translation>
    </message>
    <message>
        <source>Take machine {machine} out of its rack</source>
        <translation>将机器 {machine} 移出机柜</translation>
    </message>
    <message>
        <source>Put machine {machine} in rack {rack}</source>
        <translation>将机器 {machine} 放入机柜 {rack}</translation>
    </message>
    <message>
        <source>a lab plan holds one JSON object, not {got}</source>
        <translation>实验室规划文件应包含一个 JSON 对象，而不是{got}</translation>
    </message>
    <message>
        <source>not a lab plan: format is {got}, expected {expected!r}</source>
        <translation>不是实验室规划文件：format 为 {got}，应为 {expected!r}</translation>
    </message>
    <message>
        <source>not a lab plan: the key {key} is missing</source>
        <translation>不是实验室规划文件：缺少键 {key}</translation>
    </message>
    <message>
        <source>unknown rack {id!r} (the lab&apos;s racks: {names})</source>
        <translation>未知的机柜 {id!r}（实验室规划中的机柜：{names}）</translation>
    </message>
    <message>
        <source>unknown rack {id!r}: the lab has no racks</source>
        <translation>未知的机柜 {id!r}：实验室规划中没有机柜</translation>
    </message>
    <message>
        <source>a rack unit is given but no rack; give the machine&apos;s rack too</source>
        <translation>给出了 U 位但没有机柜；请同时给出机器所在的机柜</translation>
    </message>
    <message>
        <source>cannot read this lab plan: {error}</source>
        <translation>无法读取此实验室规划：{error}</translation>
    </message>
    <message>
        <source>id {id!r} is used twice (also at {other}); circuits, racks and machines each need an id of their own</source>
        <translation>id {id!r} 用了两次（另见 {other}）；线路、机柜和机器各需要自己的 id</translation>
    </message>
    <message>
        <source>unknown circuit {id!r} (the lab&apos;s circuits: {names})</source>
        <translation>未知的线路 {id!r}（实验室规划中的线路：{names}）</translation>
    </message>
    <message>
        <source>unknown circuit {id!r}: the lab has no circuits</source>
        <translation>未知的线路 {id!r}：实验室规划中没有线路</translation>
    </message>
    <message>
        <source>circuit {id!r} is listed twice for this machine</source>
        <translation>这台机器的线路 {id!r} 列了两次</translation>
    </message>
    <message>
        <source>Machine {machine}: {notice}</source>
        <translation>机器 {machine}：{notice}</translation>
    </message>
</context>
<context>
    <name>MyParts</name>
    <message>
        <source>Set my price…</source>
        <translation>设置我的价格…</translation>
    </message>
    <message>
        <source>Clear my price</source>
        <translation>清除我的价格</translation>
    </message>
    <message>
        <source>Set stock…</source>
        <translation>设置库存…</translation>
    </message>
    <message>
        <source>Duplicate as my part…</source>
        <translation>复制为我的部件…</translation>
    </message>
    <message>
        <source>Edit my part…</source>
        <translation>编辑我的部件…</translation>
    </message>
    <message>
        <source>Saved {name} as your part.</source>
        <translation>已将 {name} 保存为您的部件。</translation>
    </message>
    <message>
        <source>{name}: {qty} on the shelf.</source>
        <translation>{name}：库存 {qty} 个。</translation>
    </message>
    <message>
        <source>{name}: none on the shelf.</source>
        <translation>{name}：已无库存。</translation>
    </message>
    <message>
        <source>{name}: back to the catalog&apos;s price.</source>
        <translation>{name}：已恢复目录价格。</translation>
    </message>
    <message>
        <source>Quote not read</source>
        <translation>无法读取报价单</translation>
    </message>
    <message>
        <source>Set {n} price(s) from the quote.</source>
        <translation>已从报价单设置 {n} 个价格。</translation>
    </message>
</context>
<context>
    <name>NotChecked</name>
    <message>
        <source>peak power</source>
        <translation>峰值功耗</translation>
    </message>
    <message>
        <source>usable PSU watts</source>
        <translation>电源可用功率</translation>
    </message>
    <message>
        <source>PSU load</source>
        <translation>电源负载</translation>
    </message>
    <message>
        <source>PSU efficiency</source>
        <translation>电源效率</translation>
    </message>
    <message>
        <source>wall draw</source>
        <translation>墙插功耗</translation>
    </message>
    <message>
        <source>power spikes</source>
        <translation>功耗尖峰</translation>
    </message>
    <message>
        <source>heat in the case</source>
        <translation>机箱内发热</translation>
    </message>
    <message>
        <source>air temperature rise</source>
        <translation>空气温升</translation>
    </message>
    <message>
        <source>total price</source>
        <translation>总价</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>FP32 TFLOPS</source>
        <translation>FP32 TFLOPS</translation>
    </message>
    <message>
        <source>FP16 tensor TFLOPS</source>
        <translation>FP16 张量 TFLOPS</translation>
    </message>
    <message>
        <source>system memory</source>
        <translation>系统内存</translation>
    </message>
    <message>
        <source> (estimated)</source>
        <translation>（估计值）</translation>
    </message>
    <message>
        <source>{rule}: {parts}: {fields}</source>
        <translation>{rule}：{parts}：{fields}</translation>
    </message>
    <message>
        <source>{name} ({slots})</source>
        <translation>{name}（{slots}）</translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <source>Build notes</source>
        <translation>配置备注</translation>
    </message>
    <message>
        <source>Notes about this build: why a part was chosen, what a warning means for it, what to order with it. Saved with the build and printed in the bill of materials.</source>
        <translation>关于此配置的备注：为何选用某个配件、某条警告对它意味着什么、需要一起订购什么。随配置保存，并打印在物料清单中。</translation>
    </message>
    <message>
        <source>{n:,} characters: only the first {limit:,} are kept.</source>
        <translation>{n:,} 个字符：只保留前 {limit:,} 个。</translation>
    </message>
</context>
<context>
    <name>OutletSelector</name>
    <message>
        <source>Wall outlet</source>
        <translation>墙插</translation>
    </message>
    <message>
        <source>The wall outlet (circuit) the machine plugs into</source>
        <translation>机器所接的墙上插座（线路）</translation>
    </message>
    <message>
        <source>{name} ({volts:g} V, {amps:g} A)</source>
        <translation>{name}（{volts:g} V，{amps:g} A）</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>自定义…</translation>
    </message>
    <message>
        <source>Custom: {volts:g} V, {amps:g} A</source>
        <translation>自定义：{volts:g} V，{amps:g} A</translation>
    </message>
</context>
<context>
    <name>PartEditor</name>
    <message>
        <source>Edit my part: {kind}</source>
        <translation>编辑我的部件：{kind}</translation>
    </message>
    <message>
        <source>New part of my own: {kind}</source>
        <translation>新建自有部件：{kind}</translation>
    </message>
    <message>
        <source>Fields marked * are required; an empty field takes its default.</source>
        <translation>标有 * 的字段为必填；留空的字段取默认值。</translation>
    </message>
    <message>
        <source>You already have a part with this id; choose another.</source>
        <translation>您已有一个使用此 ID 的部件；请换一个。</translation>
    </message>
    <message>
        <source>Replace a catalog part?</source>
        <translation>替换目录部件？</translation>
    </message>
    <message>
        <source>“{id}” is the id of a catalog part. Use your part instead of it everywhere?</source>
        <translation>“{id}”是一个目录部件的 ID。要在所有地方用您的部件代替它吗？</translation>
    </message>
    <message>
        <source>A catalog part has this id; choose another.</source>
        <translation>已有目录部件使用此 ID；请换一个。</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>Your part “{name}” was not saved: {error}</source>
        <translation>您的配件“{name}”未保存：{error}</translation>
    </message>
</context>
<context>
    <name>PartForm</name>
    <message>
        <source>ID (slug)</source>
        <translation>ID（slug）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Price (USD)</source>
        <translation>价格（美元）</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <source>Manufacturer</source>
        <translation>制造商</translation>
    </message>
    <message>
        <source>Part number (MPN)</source>
        <translation>型号（MPN）</translation>
    </message>
    <message>
        <source>Source URL</source>
        <translation>来源网址</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Series</source>
        <translation>系列</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Launch year</source>
        <translation>发布年份</translation>
    </message>
    <message>
        <source>Launch price (USD)</source>
        <translation>发布价格（美元）</translation>
    </message>
    <message>
        <source>CUDA cores</source>
        <translation>CUDA 核心数</translation>
    </message>
    <message>
        <source>Boost clock (MHz)</source>
        <translation>加速频率（MHz）</translation>
    </message>
    <message>
        <source>FP32 (GFLOPS)</source>
        <translation>FP32（GFLOPS）</translation>
    </message>
    <message>
        <source>FP16 tensor (GFLOPS)</source>
        <translation>FP16 张量（GFLOPS）</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>内存类型</translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation>显存带宽（GB/s）</translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation>TDP（W）</translation>
    </message>
    <message>
        <source>Peak power (W)</source>
        <translation>峰值功耗（W）</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>PCIe 通道数</translation>
    </message>
    <message>
        <source>Width (brackets)</source>
        <translation>宽度（挡板位）</translation>
    </message>
    <message>
        <source>Length (mm)</source>
        <translation>长度（mm）</translation>
    </message>
    <message>
        <source>Height (mm)</source>
        <translation>高度（mm）</translation>
    </message>
    <message>
        <source>Cooler</source>
        <translation>散热方式</translation>
    </message>
    <message>
        <source>6-pin PCIe plugs</source>
        <translation>6-pin PCIe 插头</translation>
    </message>
    <message>
        <source>8-pin PCIe plugs</source>
        <translation>8-pin PCIe 插头</translation>
    </message>
    <message>
        <source>16-pin plugs (12V-2x6)</source>
        <translation>16-pin 插头（12V-2x6）</translation>
    </message>
    <message>
        <source>8-pin EPS plugs</source>
        <translation>8-pin EPS 插头</translation>
    </message>
    <message>
        <source>Power plugs at</source>
        <translation>供电插头位置</translation>
    </message>
    <message>
        <source>Measured spike (W)</source>
        <translation>实测瞬时峰值（W）</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>NVLink bridges it takes</source>
        <translation>可接 NVLink 桥数</translation>
    </message>
    <message>
        <source>Reference design</source>
        <translation>公版设计</translation>
    </message>
    <message>
        <source>GPUs on the board</source>
        <translation>板上 GPU 数</translation>
    </message>
    <message>
        <source>Socket</source>
        <translation>插座</translation>
    </message>
    <message>
        <source>Cores</source>
        <translation>核心数</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <source>Base clock (GHz)</source>
        <translation>基础频率（GHz）</translation>
    </message>
    <message>
        <source>Boost clock (GHz)</source>
        <translation>加速频率（GHz）</translation>
    </message>
    <message>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <source>Integrated graphics</source>
        <translation>集成显卡</translation>
    </message>
    <message>
        <source>Supported chipsets</source>
        <translation>支持的芯片组</translation>
    </message>
    <message>
        <source>CPU sockets</source>
        <translation>CPU 插座数</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>板型</translation>
    </message>
    <message>
        <source>Chipset</source>
        <translation>芯片组</translation>
    </message>
    <message>
        <source>Memory modules (UDIMM/RDIMM)</source>
        <translation>内存条类型（UDIMM/RDIMM）</translation>
    </message>
    <message>
        <source>DIMM slots</source>
        <translation>内存插槽数</translation>
    </message>
    <message>
        <source>BMC graphics</source>
        <translation>BMC 显示</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功耗（W）</translation>
    </message>
    <message>
        <source>PCIe plugs for slot power</source>
        <translation>插槽供电用 PCIe 插头</translation>
    </message>
    <message>
        <source>CPU lanes for onboard devices</source>
        <translation>板载设备占用的 CPU 通道</translation>
    </message>
    <message>
        <source>PCIe switch uplink lanes</source>
        <translation>PCIe 交换芯片上行通道</translation>
    </message>
    <message>
        <source>CPU lanes the full uplink needs</source>
        <translation>完整上行链路所需的处理器通道数</translation>
    </message>
    <message>
        <source>Uplink lanes from a CPU with fewer</source>
        <translation>通道较少的处理器下的上行链路通道数</translation>
    </message>
    <message>
        <source>PCIe slots</source>
        <translation>PCIe 插槽</translation>
    </message>
    <message>
        <source>Lane table</source>
        <translation>通道分配表</translation>
    </message>
    <message>
        <source>Lane table source</source>
        <translation>通道分配表来源</translation>
    </message>
    <message>
        <source>Output (W)</source>
        <translation>输出功率（W）</translation>
    </message>
    <message>
        <source>Output at 100-127 V (W)</source>
        <translation>100-127 V 时输出（W）</translation>
    </message>
    <message>
        <source>Output at 200-219 V (W)</source>
        <translation>200-219 V 时输出（W）</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>ATX version</source>
        <translation>ATX 版本</translation>
    </message>
    <message>
        <source>6+2-pin PCIe cables</source>
        <translation>6+2-pin PCIe 线</translation>
    </message>
    <message>
        <source>16-pin cables</source>
        <translation>16-pin 线</translation>
    </message>
    <message>
        <source>8-pin EPS cables</source>
        <translation>8-pin EPS 线</translation>
    </message>
    <message>
        <source>Board form factors</source>
        <translation>支持的主板板型</translation>
    </message>
    <message>
        <source>Expansion brackets</source>
        <translation>扩展挡板位</translation>
    </message>
    <message>
        <source>Longest card (mm)</source>
        <translation>最长显卡（mm）</translation>
    </message>
    <message>
        <source>Tallest card (mm)</source>
        <translation>最高显卡（mm）</translation>
    </message>
    <message>
        <source>Tallest CPU cooler (mm)</source>
        <translation>最高 CPU 散热器（mm）</translation>
    </message>
    <message>
        <source>Intake airflow (CFM)</source>
        <translation>进风量（CFM）</translation>
    </message>
    <message>
        <source>Fans</source>
        <translation>风扇数</translation>
    </message>
    <message>
        <source>PSU bays</source>
        <translation>电源仓位</translation>
    </message>
    <message>
        <source>Ducted server airflow</source>
        <translation>服务器导风风道</translation>
    </message>
    <message>
        <source>GPU 8-pin plugs of the chassis</source>
        <translation>机箱提供的 GPU 8-pin 插头</translation>
    </message>
    <message>
        <source>GPU 16-pin plugs of the chassis</source>
        <translation>机箱提供的 GPU 16-pin 插头</translation>
    </message>
    <message>
        <source>Capacity (GB)</source>
        <translation>容量（GB）</translation>
    </message>
    <message>
        <source>Registered (RDIMM)</source>
        <translation>带寄存器（RDIMM）</translation>
    </message>
    <message>
        <source>Drive type</source>
        <translation>硬盘类型</translation>
    </message>
    <message>
        <source>Sequential read (MB/s)</source>
        <translation>顺序读取（MB/s）</translation>
    </message>
    <message>
        <source>Speed (Gb/s)</source>
        <translation>速率（Gb/s）</translation>
    </message>
    <message>
        <source>Spacing (slots)</source>
        <translation>间距（槽位）</translation>
    </message>
    <message>
        <source>Compatible GPU models</source>
        <translation>兼容的 GPU 型号</translation>
    </message>
    <message>
        <source>Rated for (W)</source>
        <translation>额定散热（W）</translation>
    </message>
    <message>
        <source>Sockets</source>
        <translation>插座</translation>
    </message>
    <message>
        <source>12-pin plugs (RTX 30 FE)</source>
        <translation>12 针插头（RTX 30 FE）</translation>
    </message>
    <message>
        <source>PSU form factors it takes</source>
        <translation>可装电源规格</translation>
    </message>
    <message>
        <source>Boards it ships with</source>
        <translation>随附主板</translation>
    </message>
    <message>
        <source>Most power per GPU (W)</source>
        <translation>每块 GPU 最大功耗（W）</translation>
    </message>
    <message>
        <source>GPUs&apos; share of PSU watts</source>
        <translation>GPU 可占电源功率的比例</translation>
    </message>
    <message>
        <source>Memory channels</source>
        <translation>内存通道数</translation>
    </message>
    <message>
        <source>Slot ID</source>
        <translation>插槽 ID</translation>
    </message>
    <message>
        <source>Bracket</source>
        <translation>挡板位</translation>
    </message>
    <message>
        <source>Mechanical x</source>
        <translation>物理宽度 x</translation>
    </message>
    <message>
        <source>Electrical x</source>
        <translation>电气宽度 x</translation>
    </message>
    <message>
        <source>Gen</source>
        <translation>代数</translation>
    </message>
    <message>
        <source>Wired to</source>
        <translation>连接到</translation>
    </message>
    <message>
        <source>Open-ended</source>
        <translation>开口</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换芯片</translation>
    </message>
    <message>
        <source>Switched off by (;)</source>
        <translation>被以下插槽关闭（;）</translation>
    </message>
    <message>
        <source>CPU lanes</source>
        <translation>CPU 通道</translation>
    </message>
    <message>
        <source>Slots in use (;)</source>
        <translation>使用的插槽（;）</translation>
    </message>
    <message>
        <source>Widths (SLOT=x; …)</source>
        <translation>宽度（插槽=x; …）</translation>
    </message>
    <message>
        <source>several: separate with ;</source>
        <translation>多项时用 ; 分隔</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} 至 {high}</translation>
    </message>
    <message>
        <source>at least {low}</source>
        <translation>至少 {low}</translation>
    </message>
    <message>
        <source>empty: not known</source>
        <translation>留空：未知</translation>
    </message>
    <message>
        <source>(not known)</source>
        <translation>（未知）</translation>
    </message>
    <message>
        <source>Add row</source>
        <translation>添加行</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>删除行</translation>
    </message>
</context>
<context>
    <name>PartsCli</name>
    <message>
        <source>your own parts: add, remove, export</source>
        <translation>自有部件：添加、删除、导出</translation>
    </message>
    <message>
        <source>add parts from a JSON part, a JSON list or a CSV of one kind</source>
        <translation>从一个 JSON 部件、JSON 列表或单一种类的 CSV 添加部件</translation>
    </message>
    <message>
        <source>the kind of every row of a CSV without a kind column</source>
        <translation>没有 kind 列的 CSV 中每一行的种类</translation>
    </message>
    <message>
        <source>remove your parts</source>
        <translation>删除自有部件</translation>
    </message>
    <message>
        <source>write your parts to a CSV or JSON file</source>
        <translation>将自有部件写入 CSV 或 JSON 文件</translation>
    </message>
    <message>
        <source>your own prices: set, clear, import a quote</source>
        <translation>自有价格：设置、清除、导入报价单</translation>
    </message>
    <message>
        <source>set your price for a part</source>
        <translation>为部件设置自己的价格</translation>
    </message>
    <message>
        <source>back to the catalog&apos;s price</source>
        <translation>恢复目录价格</translation>
    </message>
    <message>
        <source>set prices from a quote (CSV: id or mpn, price_usd, price_date, source_url)</source>
        <translation>从报价单设置价格（CSV：id 或 mpn、price_usd、price_date、source_url）</translation>
    </message>
    <message>
        <source>{file}: cannot write: {reason}</source>
        <translation>{file}：无法写入：{reason}</translation>
    </message>
    <message>
        <source>{reason}: cannot write, nothing was changed</source>
        <translation>{reason}：无法写入，未做任何更改</translation>
    </message>
    <message>
        <source>let a part replace the part of the same id: a catalog part, one of yours or your team&apos;s</source>
        <translation>允许配件替换同 ID 的配件：目录配件、您的配件或团队的配件</translation>
    </message>
    <message>
        <source>list your parts, or those that cannot be read (--damaged)</source>
        <translation>列出您的配件，或无法读取的配件（--damaged）</translation>
    </message>
    <message>
        <source>the parts and prices kept but not used, with the reason</source>
        <translation>已保留但未使用的配件和价格，以及原因</translation>
    </message>
    <message>
        <source>write the parts and prices that cannot be read, as they are stored (JSON)</source>
        <translation>按原样写出无法读取的配件和价格（JSON）</translation>
    </message>
    <message>
        <source>added {n} part(s) of your own</source>
        <translation>已添加 {n} 个自有部件</translation>
    </message>
    <message>
        <source>{ids}: not one of your parts; nothing removed</source>
        <translation>{ids}：不是您的自有部件；未删除任何内容</translation>
    </message>
    <message>
        <source>removed {n} part(s)</source>
        <translation>已删除 {n} 个部件</translation>
    </message>
    <message>
        <source>{file}: the output must end in .csv or .json</source>
        <translation>{file}：输出文件必须以 .csv 或 .json 结尾</translation>
    </message>
    <message>
        <source>wrote {n} part(s) to {file}</source>
        <translation>已将 {n} 个部件写入 {file}</translation>
    </message>
    <message>
        <source>configurator: {n} of your parts cannot be read and are not in {file} ({ids}): configurator parts export --damaged FILE.json saves them as they are stored</source>
        <translation>configurator：您的 {n} 个配件无法读取，未写入 {file}（{ids}）：configurator parts export --damaged FILE.json 可按原样保存它们</translation>
    </message>
    <message>
        <source>No damaged parts or prices.</source>
        <translation>没有损坏的配件或价格。</translation>
    </message>
    <message>
        <source>part</source>
        <translation>配件</translation>
    </message>
    <message>
        <source>price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>No parts of your own.</source>
        <translation>没有您自己的配件。</translation>
    </message>
    <message>
        <source>{file}: damaged rows are saved as JSON: the output must end in .json</source>
        <translation>{file}：损坏的行以 JSON 保存：输出文件须以 .json 结尾</translation>
    </message>
    <message>
        <source>wrote {n} damaged row(s) to {file}</source>
        <translation>已将 {n} 个损坏的行写入 {file}</translation>
    </message>
    <message>
        <source>{id}: no such part</source>
        <translation>{id}：没有这个部件</translation>
    </message>
    <message>
        <source>{id}: your price is set</source>
        <translation>{id}：已设置您的价格</translation>
    </message>
    <message>
        <source>{id}: back to the catalog&apos;s price</source>
        <translation>{id}：已恢复目录价格</translation>
    </message>
    <message>
        <source>{id}: had no price of yours</source>
        <translation>{id}：原本没有您设置的价格</translation>
    </message>
    <message>
        <source>{where}: {key} matches no part (by id or mpn); nothing imported</source>
        <translation>{where}：{key} 没有匹配的部件（按 id 或 mpn）；未导入任何内容</translation>
    </message>
    <message>
        <source>set {n} price(s) from {file}</source>
        <translation>已从 {file} 设置 {n} 个价格</translation>
    </message>
    <message>
        <source>ignored column(s): {names} (a quote&apos;s prices are read from id or mpn, price_usd, price_date, source_url)</source>
        <translation>已忽略的列：{names}（报价单的价格从 id 或 mpn、price_usd、price_date、source_url 读取）</translation>
    </message>
    <message>
        <source>parts on your shelf, which completion takes first: set, clear, list</source>
        <translation>你库存中的配件，补全时优先使用：设置、清除、列出</translation>
    </message>
    <message>
        <source>how many of a part are on the shelf</source>
        <translation>某配件的库存数量</translation>
    </message>
    <message>
        <source>none of a part on the shelf any more</source>
        <translation>某配件已无库存</translation>
    </message>
    <message>
        <source>what is on the shelf</source>
        <translation>库存中有什么</translation>
    </message>
    <message>
        <source>{id}: {qty} on the shelf</source>
        <translation>{id}：库存 {qty} 个</translation>
    </message>
    <message>
        <source>{id}: none on the shelf</source>
        <translation>{id}：已无库存</translation>
    </message>
    <message>
        <source>{id}: was not on the shelf</source>
        <translation>{id}：本来就没有库存</translation>
    </message>
    <message>
        <source>Nothing on the shelf.</source>
        <translation>库存为空。</translation>
    </message>
    <message>
        <source>(no longer in the catalog)</source>
        <translation>（已不在配件库中）</translation>
    </message>
</context>
<context>
    <name>PartsEditor</name>
    <message>
        <source>Import parts</source>
        <translation>导入部件</translation>
    </message>
    <message>
        <source>Parts (*.csv *.json);;All files (*)</source>
        <translation>部件文件 (*.csv *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export my parts</source>
        <translation>导出我的部件</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Duplicate a catalog part</source>
        <translation>复制目录部件</translation>
    </message>
    <message>
        <source>Search the catalog</source>
        <translation>搜索目录</translation>
    </message>
    <message>
        <source>Duplicate as my part…</source>
        <translation>复制为我的部件…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>My parts</source>
        <translation>我的部件</translation>
    </message>
    <message>
        <source>Search my parts</source>
        <translation>搜索我的部件</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Duplicate catalog part…</source>
        <translation>复制目录部件(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>删除(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Import CSV…</source>
        <translation>导入 CSV(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>导出 CSV(&amp;X)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>{n} part(s) of your own</source>
        <translation>{n} 个自有部件</translation>
    </message>
    <message>
        <source>Delete your part “{name}”?</source>
        <translation>删除您的部件“{name}”？</translation>
    </message>
    <message>
        <source>“{name}” is used by: {builds}.
Delete it anyway? Those builds keep a copy of it and still open.</source>
        <translation>“{name}”正被以下配置使用：{builds}。
仍要删除吗？这些配置保存有它的副本，仍可打开。</translation>
    </message>
    <message>
        <source>Delete part</source>
        <translation>删除部件</translation>
    </message>
    <message>
        <source>Not deleted</source>
        <translation>未删除</translation>
    </message>
    <message>
        <source>Your part “{name}” was not deleted: {error}</source>
        <translation>您的配件“{name}”未删除：{error}</translation>
    </message>
    <message>
        <source>Kind of every row:</source>
        <translation>每一行的种类：</translation>
    </message>
    <message>
        <source>Replace your parts?</source>
        <translation>替换您的配件？</translation>
    </message>
    <message>
        <source>{n} part(s) have the ids of parts already stored ({ids}). Replace those with the imported ones?</source>
        <translation>{n} 个配件的 ID 与已保存的配件相同（{ids}）。要用导入的配件替换它们吗？</translation>
    </message>
    <message>
        <source>Replace catalog parts?</source>
        <translation>替换目录部件？</translation>
    </message>
    <message>
        <source>{n} part(s) have catalog ids ({ids}). Use yours instead of the catalog&apos;s?</source>
        <translation>{n} 个部件使用了目录部件的 ID（{ids}）。要用您的部件代替目录部件吗？</translation>
    </message>
    <message>
        <source>Nothing imported</source>
        <translation>未导入任何内容</translation>
    </message>
    <message>
        <source>No part of {file} was imported: {error}</source>
        <translation>{file} 中的配件均未导入：{error}</translation>
    </message>
    <message>
        <source>Imported {n} part(s) from {file}.</source>
        <translation>已从 {file} 导入 {n} 个部件。</translation>
    </message>
    <message>
        <source>Not exported</source>
        <translation>未导出</translation>
    </message>
</context>
<context>
    <name>PlotCaption</name>
    <message>
        <source>GFLOPS per dollar ({price}, median per card): {comparisons}.</source>
        <translation>每美元 GFLOPS（{price}，单卡中位数）：{comparisons}。</translation>
    </message>
    <message>
        <source>GFLOPS per watt (median per card): {comparisons}.</source>
        <translation>每瓦 GFLOPS（单卡中位数）：{comparisons}。</translation>
    </message>
    <message>
        <source>GFLOPS per dollar ({price}, median per card): {values}.</source>
        <translation>每美元 GFLOPS（{price}，单卡中位数）：{values}。</translation>
    </message>
    <message>
        <source>GFLOPS per watt (median per card): {values}.</source>
        <translation>每瓦 GFLOPS（单卡中位数）：{values}。</translation>
    </message>
    <message>
        <source>No fit line is drawn for {series}: it explains too little (R² below {threshold}).</source>
        <translation>{series} 未画拟合线：其解释力太低（R² 低于 {threshold}）。</translation>
    </message>
    <message>
        <source>Plotted at their catalog price for lack of a launch price (marked *, hollow): {count} cards ({series}).</source>
        <translation>因缺少首发价而按配件库价格绘制（标 *，空心）：{count} 张卡（{series}）。</translation>
    </message>
    <message>
        <source>{newer} gives {ratio}× {older}</source>
        <translation>{newer} 是 {older} 的 {ratio} 倍</translation>
    </message>
    <message>
        <source>{newer} against {older}: no data</source>
        <translation>{newer} 与 {older}：无数据</translation>
    </message>
    <message>
        <source>How well price explains GFLOPS within a series (R² of the fit): {values}.</source>
        <translation>系列内价格对 GFLOPS 的解释程度（拟合的 R²）：{values}。</translation>
    </message>
    <message>
        <source>How well power explains GFLOPS within a series (R² of the fit): {values}.</source>
        <translation>系列内功耗对 GFLOPS 的解释程度（拟合的 R²）：{values}。</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first}{second}</translation>
    </message>
    <message>
        <source>Left out for lack of a {price}: {count} cards ({series}).</source>
        <translation>缺少{price}而未列入：{count} 张卡（{series}）。</translation>
    </message>
    <message>
        <source>Left out for lack of an FP16 figure: {count} cards ({series}).</source>
        <translation>缺少 FP16 数据而未列入：{count} 张卡（{series}）。</translation>
    </message>
    <message>
        <source>FP32 at boost clock; NVIDIA reference and Founders Edition cards.</source>
        <translation>加速频率下的 FP32；NVIDIA 公版和 Founders Edition 显卡。</translation>
    </message>
    <message>
        <source>FP16 tensor rate with FP32 accumulate (plain FP16 on Pascal) at boost clock; NVIDIA reference and Founders Edition cards.</source>
        <translation>加速频率下 FP32 累加的 FP16 张量算力（Pascal 为普通 FP16）；NVIDIA 公版和 Founders Edition 显卡。</translation>
    </message>
    <message>
        <source>launch price</source>
        <translation>首发价</translation>
    </message>
    <message>
        <source>catalog price</source>
        <translation>配件库价格</translation>
    </message>
</context>
<context>
    <name>PlotsTab</name>
    <message>
        <source>Show the Titan cards as a series of their own (they span three architectures)</source>
        <translation>把 Titan 显卡单独作为一个系列显示（它们跨越三代架构）</translation>
    </message>
    <message>
        <source>Launch price (MSRP)</source>
        <translation>首发价（MSRP）</translation>
    </message>
    <message>
        <source>d2l: GTX 900 – RTX 2000</source>
        <translation>d2l：GTX 900 – RTX 2000</translation>
    </message>
    <message>
        <source>Current cards</source>
        <translation>当前在售显卡</translation>
    </message>
    <message>
        <source>The series of d2l&apos;s figures: GeForce GTX 900, GTX 1000 and RTX 2000 (2014-2019)</source>
        <translation>d2l 图表中的系列：GeForce GTX 900、GTX 1000 和 RTX 2000（2014–2019）</translation>
    </message>
    <message>
        <source>The cards one buys today: GeForce RTX 3000, 4000 and 5000, workstation and data-center cards</source>
        <translation>如今可购买的显卡：GeForce RTX 3000、4000 和 5000，工作站卡和数据中心卡</translation>
    </message>
    <message>
        <source>&amp;Logarithmic axes</source>
        <translation>对数坐标轴(&amp;L)</translation>
    </message>
    <message>
        <source>Offered when the cards shown span more than a factor of 20 in price, power or GFLOPS: small cards then stay readable next to the largest</source>
        <translation>当所显示显卡的价格、功耗或 GFLOPS 相差超过 20 倍时可用：小卡与最大的卡并列时仍能看清</translation>
    </message>
    <message>
        <source>Catalog price</source>
        <translation>配件库价格</translation>
    </message>
    <message>
        <source>FP32 (boost clock)</source>
        <translation>FP32（加速频率）</translation>
    </message>
    <message>
        <source>FP16 tensor</source>
        <translation>FP16 张量</translation>
    </message>
    <message>
        <source>FP16: the tensor rate with FP32 accumulate where known (plain FP16 on Pascal); cards without an FP16 figure are left out</source>
        <translation>FP16：已知时为 FP32 累加的张量算力（Pascal 为普通 FP16）；没有 FP16 数据的显卡不列入</translation>
    </message>
    <message>
        <source>Export PNG…</source>
        <translation>导出 PNG…</translation>
    </message>
    <message>
        <source>Export SVG…</source>
        <translation>导出 SVG…</translation>
    </message>
    <message>
        <source>&amp;Price:</source>
        <translation>价格(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Figures:</source>
        <translation>数据(&amp;F)：</translation>
    </message>
    <message>
        <source>Series:</source>
        <translation>系列：</translation>
    </message>
    <message>
        <source>GFLOPS vs price</source>
        <translation>GFLOPS 与价格</translation>
    </message>
    <message>
        <source>GFLOPS vs power</source>
        <translation>GFLOPS 与功耗</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 图形 (*.svg)</translation>
    </message>
    <message>
        <source>Export plot</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>The plot could not be saved: {error}</source>
        <translation>无法保存图表：{error}</translation>
    </message>
    <message>
        <source>Titans</source>
        <translation>Titan 系列</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>工作站</translation>
    </message>
    <message>
        <source>Data center</source>
        <translation>数据中心</translation>
    </message>
    <message>
        <source>RTX A6000, RTX 6000 Ada, RTX PRO 6000 Blackwell and other workstation cards</source>
        <translation>RTX A6000、RTX 6000 Ada、RTX PRO 6000 Blackwell 等工作站显卡</translation>
    </message>
    <message>
        <source>Tesla, A100, H100, L40S, L4 and other data-center cards; most have no launch price: choose Catalog price to see them</source>
        <translation>Tesla、A100、H100、L40S、L4 等数据中心显卡；它们大多没有发布价格：请选择“配件库价格”查看</translation>
    </message>
    <message>
        <source>Show the {series} Founders Editions</source>
        <translation>显示 {series} 公版（Founders Edition）显卡</translation>
    </message>
</context>
<context>
    <name>Plugs</name>
    <message>
        <source>8-pin PCIe</source>
        <translation>8 针 PCIe</translation>
    </message>
    <message>
        <source>6+2-pin PCIe</source>
        <translation>6+2 针 PCIe</translation>
    </message>
    <message>
        <source>16-pin 12V-2x6</source>
        <translation>16 针 12V-2x6</translation>
    </message>
    <message>
        <source>8-pin EPS</source>
        <translation>8 针 EPS</translation>
    </message>
    <message>
        <source>chassis power board</source>
        <translation>机箱电源背板</translation>
    </message>
    <message>
        <source>PSUs</source>
        <translation>电源</translation>
    </message>
    <message>
        <source>{wanted} wanted, {available} there</source>
        <translation>需要 {wanted} 根，只有 {available} 根</translation>
    </message>
    <message>
        <source>{used} of {available} used</source>
        <translation>已用 {used} / {available}</translation>
    </message>
    <message>
        <source>{kind} ({source})</source>
        <translation>{kind}（{source}）</translation>
    </message>
    <message>
        <source>16-pin 12V-2x6 adapter, {cables} × 8-pin to 16-pin, {class_w:.0f} W</source>
        <translation>16 针 12V-2x6 转接线，{cables} × 8 针转 16 针，{class_w:.0f} W</translation>
    </message>
    <message>
        <source>on the chassis power board&apos;s 8-pin plugs</source>
        <translation>接在机箱电源背板的 8 针接口上</translation>
    </message>
    <message>
        <source>on the PSUs&apos; 6+2-pin cables; most cards ship with one</source>
        <translation>接在电源的 6+2 针线缆上；多数显卡随附一根</translation>
    </message>
    <message>
        <source>{spike:,.0f} W for about 10 ms; the PSUs carry {limit:,.0f} W ({pct:.0f} % of their output)</source>
        <translation>约 10 ms 内达到 {spike:,.0f} W；电源可承受 {limit:,.0f} W（其输出的 {pct:.0f} %）</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>美国信纸（Letter）</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>{name} ({volts:g} V, {amps:g} A)</source>
        <translation>{name}（{volts:g} V，{amps:g} A）</translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation>美元（USD）</translation>
    </message>
    <message>
        <source>Chinese yuan (CNY)</source>
        <translation>人民币（CNY）</translation>
    </message>
    <message>
        <source> CNY per USD</source>
        <translation> 人民币/美元</translation>
    </message>
    <message>
        <source>Default outlet for new builds:</source>
        <translation>新配置的默认插座：</translation>
    </message>
    <message>
        <source>Show prices in:</source>
        <translation>价格显示为：</translation>
    </message>
    <message>
        <source>Exchange rate:</source>
        <translation>汇率：</translation>
    </message>
    <message>
        <source>The region&apos;s usual ({paper})</source>
        <translation>按所在地区的惯例（{paper}）</translation>
    </message>
    <message>
        <source>Paper for PDF exports:</source>
        <translation>PDF 导出的纸张：</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>A new language shows the next time the configurator starts.</source>
        <translation>新语言将在下次启动配置器时生效。</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
</context>
<context>
    <name>PriceDialogs</name>
    <message>
        <source>My price</source>
        <translation>我的价格</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>{price} ({date})</source>
        <translation>{price}（{date}）</translation>
    </message>
    <message>
        <source>Catalog price:</source>
        <translation>目录价格：</translation>
    </message>
    <message>
        <source>My price:</source>
        <translation>我的价格：</translation>
    </message>
    <message>
        <source>Date of my price:</source>
        <translation>我的价格日期：</translation>
    </message>
    <message>
        <source>Source (quote URL):</source>
        <translation>来源（报价单网址）：</translation>
    </message>
    <message>
        <source>&amp;Clear my price</source>
        <translation>清除我的价格(&amp;C)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>Not cleared</source>
        <translation>未清除</translation>
    </message>
    <message>
        <source>Your price for “{name}” was not cleared: {error}</source>
        <translation>您为“{name}”设置的价格未清除：{error}</translation>
    </message>
    <message>
        <source>Your price for “{name}” was not saved: {error}</source>
        <translation>您为“{name}”设置的价格未保存：{error}</translation>
    </message>
    <message>
        <source>Import quote</source>
        <translation>导入报价单</translation>
    </message>
    <message>
        <source>Quotes (*.csv);;All files (*)</source>
        <translation>报价单 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import quote: {file}</source>
        <translation>导入报价单：{file}</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <source>Catalog price</source>
        <translation>目录价格</translation>
    </message>
    <message>
        <source>Quoted price</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>id or mpn</source>
        <translation>id 或 mpn</translation>
    </message>
    <message>
        <source>&amp;Apply {n} price(s)</source>
        <translation>应用 {n} 个价格(&amp;A)</translation>
    </message>
    <message>
        <source>Matched ({n}): these prices will be set</source>
        <translation>已匹配（{n}）：将设置这些价格</translation>
    </message>
    <message>
        <source>Not matched ({n}): no part has this id or part number; left out</source>
        <translation>未匹配（{n}）：没有部件使用此 id 或型号；将被忽略</translation>
    </message>
    <message>
        <source>Ignored column(s): {names}. A quote&apos;s prices are read from id or mpn, price_usd, price_date and source_url.</source>
        <translation>已忽略的列：{names}。报价单的价格从 id 或 mpn、price_usd、price_date 和 source_url 读取。</translation>
    </message>
    <message>
        <source>Nothing applied</source>
        <translation>未应用任何内容</translation>
    </message>
    <message>
        <source>No price of the quote was set: {error}</source>
        <translation>报价单中的价格均未设置：{error}</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>{name}, saved {when}</source>
        <translation>{name}，保存于 {when}</translation>
    </message>
    <message>
        <source>The configurator did not close properly last time. Restore the build it saved automatically: {build}?</source>
        <translation>配置器上次没有正常关闭。要恢复它自动保存的配置吗：{build}？</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>恢复未保存的工作？</translation>
    </message>
    <message>
        <source>The configurator did not close properly {n} times. Restore one of the builds it saved automatically (the others are then discarded)?</source>
        <translation>配置器有 {n} 次没有正常关闭。要恢复其中一个自动保存的配置吗（其余的将被丢弃）？</translation>
    </message>
    <message>
        <source>Cannot restore</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <source>Restored the automatically saved build.</source>
        <translation>已恢复自动保存的配置。</translation>
    </message>
</context>
<context>
    <name>ReportText</name>
    <message>
        <source>Untitled build</source>
        <translation>未命名配置</translation>
    </message>
    <message>
        <source>{e} error(s), {w} warning(s), {i} note(s)</source>
        <translation>{e} 个错误，{w} 个警告，{i} 条提示</translation>
    </message>
    <message>
        <source>VALIDATED</source>
        <translation>已通过验证</translation>
    </message>
    <message>
        <source>INCOMPLETE</source>
        <translation>不完整</translation>
    </message>
    <message>
        <source>NOT VALIDATED</source>
        <translation>未通过验证</translation>
    </message>
    <message>
        <source>{name}: {state} ({counts})</source>
        <translation>{name} — {state}（{counts}）</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Power: {peak:,.0f} W at peak</source>
        <translation>功耗：峰值 {peak:,.0f} W</translation>
    </message>
    <message>
        <source>; PSU {usable:,.0f} W usable ({load:.0f} % load)</source>
        <translation>；电源可用 {usable:,.0f} W（负载 {load:.0f} %）</translation>
    </message>
    <message>
        <source>; {wall:,.0f} W from the wall (efficiency {eff:.1f} %) of {outlet:,.0f} W outlet, {cont:,.0f} W continuous</source>
        <translation>；墙插取电 {wall:,.0f} W（效率 {eff:.1f} %），插座 {outlet:,.0f} W，持续负载上限 {cont:,.0f} W</translation>
    </message>
    <message>
        <source>Spikes: {text}</source>
        <translation>功率尖峰：{text}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between two cable kinds</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>Cables: {text}</source>
        <translation>线缆：{text}</translation>
    </message>
    <message>
        <source>Adapter in slot {slot}: {name}</source>
        <translation>插槽 {slot} 的转接线：{name}</translation>
    </message>
    <message>
        <source>Heat: {heat:,.0f} W in the case ({btu:,.0f} BTU/h)</source>
        <translation>发热：机箱内 {heat:,.0f} W（{btu:,.0f} BTU/h）</translation>
    </message>
    <message>
        <source>; air warms by {dt:.1f} C</source>
        <translation>；空气升温 {dt:.1f} °C</translation>
    </message>
    <message>
        <source> (estimated)</source>
        <translation>（估算）</translation>
    </message>
    <message>
        <source>PCIe {slot}: x{lanes} gen {gen}, {bandwidth:.1f} GB/s, {source}{mark}</source>
        <translation>PCIe {slot}：x{lanes}（PCIe {gen}.0），{bandwidth:.1f} GB/s，{source}{mark}</translation>
    </message>
    <message>
        <source>Totals: ${price:,.2f}; {gpus} GPU(s), {vram:,.0f} GB GPU memory, {fp32:,.1f} TFLOPS FP32; {ram:,.0f} GB RAM</source>
        <translation>合计：${price:,.2f}；{gpus} 块显卡，显存 {vram:,.0f} GB，FP32 {fp32:,.1f} TFLOPS；内存 {ram:,.0f} GB</translation>
    </message>
    <message>
        <source>waived: {reason}</source>
        <translation>已豁免：{reason}</translation>
    </message>
    <message>
        <source>fix: {fix}</source>
        <translation>建议：{fix}</translation>
    </message>
</context>
<context>
    <name>StartPanel</name>
    <message>
        <source>Start from a worked build of today&apos;s cards:</source>
        <translation>从采用当前显卡的现成配置开始：</translation>
    </message>
    <message>
        <source>All templates, older cards too…</source>
        <translation>全部模板（含较旧的显卡）…</translation>
    </message>
    <message>
        <source>Or start from nothing: double-click a chassis in the catalog, then a motherboard, then drag cards onto its slots. Or from GPUs alone: double-click them or drop them on &quot;Not placed&quot; below, then Build &gt; Complete Build…</source>
        <translation>或者从零开始：在配件库中双击一个机箱，再双击一块主板，然后把显卡拖到它的插槽上。也可以只从显卡开始：双击显卡或把它们拖到下方的“未安放”处，然后使用“配置 &gt; 补全配置…”。</translation>
    </message>
</context>
<context>
    <name>StatusSummary</name>
    <message>
        <source>GPUs: {n}</source>
        <translation>显卡：{n}</translation>
    </message>
    <message>
        <source>GPUs: {n} placed of {total}</source>
        <translation>显卡：已装 {n} / 共 {total}</translation>
    </message>
    <message>
        <source>Peak {peak:,.0f} / {usable:,.0f} W usable ({load:.0f} %)</source>
        <translation>峰值 {peak:,.0f} / 可用 {usable:,.0f} W（{load:.0f} %）</translation>
    </message>
    <message>
        <source>Peak {peak:,.0f} W (no PSU)</source>
        <translation>峰值 {peak:,.0f} W（无电源）</translation>
    </message>
    <message>
        <source>Wall {wall:,.0f} / {outlet:,.0f} W ({name})</source>
        <translation>墙插 {wall:,.0f} / {outlet:,.0f} W（{name}）</translation>
    </message>
    <message>
        <source>Outlet {name}: {outlet:,.0f} W</source>
        <translation>插座 {name}：{outlet:,.0f} W</translation>
    </message>
    <message>
        <source>{e} error(s), {w} warning(s)</source>
        <translation>{e} 个错误，{w} 个警告</translation>
    </message>
    <message>
        <source>Validated</source>
        <translation>已通过验证</translation>
    </message>
    <message>
        <source>Not validated</source>
        <translation>未通过验证</translation>
    </message>
    <message>
        <source>Incomplete</source>
        <translation>不完整</translation>
    </message>
</context>
<context>
    <name>StockDialog</name>
    <message>
        <source>Stock</source>
        <translation>库存</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>On the shelf</source>
        <translation>库存数量</translation>
    </message>
    <message>
        <source>On the shelf:</source>
        <translation>库存数量：</translation>
    </message>
    <message>
        <source>Completion takes parts on the shelf first, at price 0.</source>
        <translation>补全时优先使用库存中的配件，按价格 0 计。</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>The stock of “{name}” was not saved: {error}</source>
        <translation>“{name}”的库存未保存：{error}</translation>
    </message>
</context>
<context>
    <name>TeamCli</name>
    <message>
        <source>use the team catalog at postgresql://USER@HOST[:PORT]/DBNAME for your parts and prices (&quot;&quot;: your own user database)</source>
        <translation>使用 postgresql://用户@主机[:端口]/数据库名 上的团队配件库存放你的配件和价格（&quot;&quot;：使用你自己的用户数据库）</translation>
    </message>
    <message>
        <source>no team catalog is set: give --team-db URL, set CONFIGURATOR_TEAM_DB, or choose one in Preferences &gt; Team catalog</source>
        <translation>未设置团队配件库：请给出 --team-db URL、设置 CONFIGURATOR_TEAM_DB，或在“首选项 &gt; 团队配件库”中选择</translation>
    </message>
    <message>
        <source>the team catalog {place} has schema version {found}, newer than this application&apos;s {wanted}: update the application</source>
        <translation>团队配件库 {place} 的架构版本为 {found}，比本程序的 {wanted} 更新：请更新本程序</translation>
    </message>
    <message>
        <source>the schema of the team catalog {place} cannot be created or upgraded ({error}); the database&apos;s owner runs team init</source>
        <translation>无法创建或升级团队配件库 {place} 的架构（{error}）；请由数据库所有者运行 team init</translation>
    </message>
    <message>
        <source>team catalog {place}: schema created (version {version})</source>
        <translation>团队配件库 {place}：已创建架构（版本 {version}）</translation>
    </message>
    <message>
        <source>team catalog {place}: schema is version {version} already; nothing to do</source>
        <translation>团队配件库 {place}：架构已是版本 {version}；无需操作</translation>
    </message>
    <message>
        <source>team catalog {place}: schema upgraded from version {old} to {version}</source>
        <translation>团队配件库 {place}：架构已从版本 {old} 升级到 {version}</translation>
    </message>
    <message>
        <source>Team catalog: {url} (PostgreSQL {server})</source>
        <translation>团队配件库：{url}（PostgreSQL {server}）</translation>
    </message>
    <message>
        <source>Schema version: {schema} (this application reads {wanted})</source>
        <translation>架构版本：{schema}（本程序读取 {wanted}）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Parts: {parts}, prices: {prices}, parts in stock: {stock}</source>
        <translation>配件：{parts}，价格：{prices}，有库存的配件：{stock}</translation>
    </message>
    <message>
        <source>nothing to push: your user database holds no parts, prices or stock</source>
        <translation>没有可推送的内容：你的用户数据库中没有配件、价格或库存</translation>
    </message>
    <message>
        <source>stock</source>
        <translation>库存</translation>
    </message>
    <message>
        <source>{count} of your parts, prices and stock differ from the team&apos;s ({ids}); nothing was pushed: --replace makes yours replace the team&apos;s</source>
        <translation>你的配件、价格和库存中有 {count} 项与团队的不同（{ids}）；未推送任何内容：使用 --replace 可用你的替换团队的</translation>
    </message>
    <message>
        <source>pushed {parts} part(s), {prices} price(s) and the stock of {stock} part(s) to the team catalog {place} ({same} already there)</source>
        <translation>已向团队配件库 {place} 推送 {parts} 个配件、{prices} 个价格和 {stock} 个配件的库存（{same} 项已存在）</translation>
    </message>
    <message>
        <source>where the team catalog is, its schema, parts, prices and stock, and whether you may change them</source>
        <translation>团队配件库的位置、架构、配件、价格和库存数量，以及你能否修改</translation>
    </message>
    <message>
        <source>copy your own parts, prices and stock into the team catalog</source>
        <translation>把你自己的配件、价格和库存复制到团队配件库</translation>
    </message>
    <message>
        <source>yours replace the team&apos;s parts, prices and stock of the same id</source>
        <translation>用你的配件、价格和库存替换团队中编号相同的项</translation>
    </message>
    <message>
        <source>{user} may change parts and prices</source>
        <translation>{user} 可以修改配件和价格</translation>
    </message>
    <message>
        <source>{user} may read only (read-only member)</source>
        <translation>{user} 只能读取（只读成员）</translation>
    </message>
    <message>
        <source>price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>the team catalog on PostgreSQL: init, status, push</source>
        <translation>PostgreSQL 上的团队配件库：init、status、push</translation>
    </message>
    <message>
        <source>create or upgrade the team catalog&apos;s schema (its database&apos;s owner)</source>
        <translation>创建或升级团队配件库的架构（由数据库所有者执行）</translation>
    </message>
</context>
<context>
    <name>TeamPreferences</name>
    <message>
        <source>Connected as {user}: {parts} parts, {prices} prices, schema version {schema}; you may change them.</source>
        <translation>已以 {user} 身份连接：{parts} 个配件，{prices} 个价格，架构版本 {schema}；你可以修改。</translation>
    </message>
    <message>
        <source>Connected as {user}: {parts} parts, {prices} prices, schema version {schema}; read-only for you.</source>
        <translation>已以 {user} 身份连接：{parts} 个配件，{prices} 个价格，架构版本 {schema}；对你只读。</translation>
    </message>
    <message>
        <source>Team catalog</source>
        <translation>团队配件库</translation>
    </message>
    <message>
        <source>postgresql://USER@HOST[:PORT]/DBNAME</source>
        <translation>postgresql://用户@主机[:端口]/数据库名</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>URL(&amp;U)：</translation>
    </message>
    <message>
        <source>Empty: your parts and prices stay on this computer. Passwords come from ~/.pgpass (or PGPASSFILE, a service file, PGPASSWORD), never from here. A new team catalog is used the next time the configurator starts.</source>
        <translation>留空：你的配件和价格保存在本机。密码来自 ~/.pgpass（或 PGPASSFILE、服务文件、PGPASSWORD），绝不从这里读取。新的团队配件库在配置器下次启动时生效。</translation>
    </message>
    <message>
        <source>No team catalog.</source>
        <translation>未使用团队配件库。</translation>
    </message>
    <message>
        <source>The password is not kept: put it in ~/.pgpass.</source>
        <translation>不会保存密码：请把密码写入 ~/.pgpass。</translation>
    </message>
    <message>
        <source>Connecting to {place}…</source>
        <translation>正在连接 {place}…</translation>
    </message>
    <message>
        <source>CONFIGURATOR_TEAM_DB is set: it is used instead of this URL.</source>
        <translation>已设置 CONFIGURATOR_TEAM_DB：将使用它而不是此 URL。</translation>
    </message>
</context>
<context>
    <name>TeamSession</name>
    <message>
        <source>No team catalog is in use: choose one in Preferences &gt; Team catalog, then start the configurator again.</source>
        <translation>未使用团队配件库：请在“首选项 &gt; 团队配件库”中选择一个，然后重新启动配置器。</translation>
    </message>
    <message>
        <source>Still connecting to the team catalog {place}…</source>
        <translation>仍在连接团队配件库 {place}…</translation>
    </message>
    <message>
        <source>Reloading the team catalog {place}…</source>
        <translation>正在重新加载团队配件库 {place}…</translation>
    </message>
    <message>
        <source>Saving {n} change(s) to the team catalog {place}…</source>
        <translation>正在将 {n} 项更改保存到团队配件库 {place}…</translation>
    </message>
    <message>
        <source>The team catalog {place} saved your change.</source>
        <translation>团队配件库 {place} 已保存您的更改。</translation>
    </message>
    <message>
        <source>The team catalog {place} did not save your change.</source>
        <translation>团队配件库 {place} 未保存您的更改。</translation>
    </message>
    <message>
        <source>Team catalog {place}: {parts} parts and {prices} prices, current.</source>
        <translation>团队配件库 {place}：{parts} 个配件、{prices} 个价格，已是最新。</translation>
    </message>
</context>
<context>
    <name>TeamStatus</name>
    <message>
        <source>Team catalog {place}: connecting… (last copy, read-only)</source>
        <translation>团队配件库 {place}：正在连接…（最近的副本，只读）</translation>
    </message>
    <message>
        <source>Team catalog offline: last copy, read-only</source>
        <translation>团队配件库离线：显示最近的副本，只读</translation>
    </message>
    <message>
        <source>Team catalog {place}: read-only</source>
        <translation>团队配件库 {place}：只读</translation>
    </message>
    <message>
        <source>Team catalog {place}</source>
        <translation>团队配件库 {place}</translation>
    </message>
    <message>
        <source>Your parts and prices are shared with everyone connected to {place}.</source>
        <translation>你的配件和价格与连接到 {place} 的所有人共享。</translation>
    </message>
</context>
<context>
    <name>Templates</name>
    <message>
        <source>Beginner: one GTX 1060 6GB</source>
        <translation>入门：一块 GTX 1060 6GB</translation>
    </message>
    <message>
        <source>A first deep-learning machine around one 120 W card, on a 550 W PSU that runs at 60 % load. Remaining notes: SIZE-VRAM - 6 GB is enough to learn on and for most course work, tight for large models; SIZE-DISPLAY - the Ryzen 7 2700X has no integrated graphics, so the GTX 1060 also drives the monitor (a few hundred MB of its memory).</source>
        <translation>第一台深度学习机器：一块 120 W 的显卡，配 550 W 电源，负载约 60 %。其余提示：SIZE-VRAM - 6 GB 显存够入门学习和大多数课程作业，跑大模型就紧张了；SIZE-DISPLAY - Ryzen 7 2700X 没有核显，所以 GTX 1060 还要驱动显示器（占用几百 MB 显存）。</translation>
    </message>
    <message>
        <source>One GPU: RTX 2080 Ti workstation</source>
        <translation>单卡：RTX 2080 Ti 工作站</translation>
    </message>
    <message>
        <source>Two GPUs: blower RTX 2080 Ti pair with NVLink</source>
        <translation>双卡：NVLink 连接的两块涡轮 RTX 2080 Ti</translation>
    </message>
    <message>
        <source>Two blower RTX 2080 Ti cards at x16/x16 (the X299 Creation&apos;s lane table for a 44-lane CPU), joined by a 4-slot GeForce RTX NVLink bridge across PCI_E1 and PCI_E3, with a free bracket between them. Remaining note: SIZE-DISPLAY - the i9-7900X has no integrated graphics, so one GPU also drives the monitor.</source>
        <translation>两块涡轮 RTX 2080 Ti，以 x16/x16 运行（X299 Creation 对 44 通道处理器的通道分配表），由一座 4 槽 GeForce RTX NVLink 桥接器连接 PCI_E1 和 PCI_E3，两卡之间空出一个挡板位。其余提示：SIZE-DISPLAY - i9-7900X 没有核显，所以有一块显卡还要驱动显示器。</translation>
    </message>
    <message>
        <source>Four GPUs: blower RTX 2080 Ti on X299</source>
        <translation>四卡：X299 平台的涡轮 RTX 2080 Ti</translation>
    </message>
    <message>
        <source>A single RTX 2080 Ti with room to add a second card later (PCI_E4 is wired x8 from the CPU). The Define R6&apos;s three stock fans move about 100 CFM through the case (an estimate: half their free-air rating), so the air warms by about 8 C at full load; before a second open-air card joins it, fit more intake fans or choose the ASUS Turbo blower variant, which exhausts most of its heat out of the back.</source>
        <translation>一块 RTX 2080 Ti，以后还可以再加第二张卡（PCI_E4 由处理器提供 x8 通道）。Define R6 出厂的三个风扇让约 100 CFM 的空气流过机箱（估计值：其自由风量额定值的一半），满载时空气升温约 8 °C；加第二块开放式散热的显卡之前，请多装几个进风风扇，或改用 ASUS Turbo 涡轮版，它把大部分热量从尾部排出。</translation>
    </message>
    <message>
        <source>The classic four-GPU workstation: four blower RTX 2080 Ti cards on an X299 board with a 44-lane CPU and a 1600 W titanium PSU (78 % load, 1,359 W from a 15 A wall circuit). The blowers exhaust most of their heat out of the back; the rest warms the air through the 750D&apos;s three stock fans by about 10 C (an estimate: half their free-air rating), just under the warning line, so keep the dust filters clean or add a top exhaust fan. Remaining notes: PCIE-X8 - three cards run at x8, which costs a few percent; SIZE-DISPLAY - the i9-7900X has no integrated graphics.</source>
        <translation>经典的四卡工作站：四块涡轮 RTX 2080 Ti，X299 主板配 44 通道处理器和 1600 W 钛金电源（负载 78 %，从 15 A 的墙插线路取电 1,359 W）。涡轮卡把大部分热量从尾部排出；其余热量经 750D 出厂的三个风扇使空气升温约 10 °C（估计值：其自由风量额定值的一半），刚好低于警告线，请保持防尘网清洁，或加一个顶部排风风扇。其余提示：PCIE-X8 - 三块显卡以 x8 运行，会慢几个百分点；SIZE-DISPLAY - i9-7900X 没有核显。</translation>
    </message>
    <message>
        <source>Eight GPUs: 4U dual-Xeon server</source>
        <translation>八卡：4U 双路至强服务器</translation>
    </message>
    <message>
        <source>An eight-GPU 4U server: two Xeon E5-2680 v4, 256 GB of ECC RDIMMs, 10 GbE, and three 2000 W PSUs of which one is redundant, on a 208 V / 30 A circuit (2,621 W from the wall). Remaining notes: PCIE-SWITCH - the GPUs sit in pairs behind four PCIe switches and share each switch&apos;s x16 uplink to the CPU; peer-to-peer traffic between the two cards of a pair stays on the switch; SIZE-CPU-CLOCK - these Xeons boost to 3.3 GHz, so give the data pipeline several worker processes.</source>
        <translation>一台八卡 4U 服务器：两颗至强 E5-2680 v4，256 GB ECC 寄存式内存，万兆网卡，三个 2000 W 电源（其中一个冗余），接 208 V / 30 A 线路（墙插取电 2,621 W）。其余提示：PCIE-SWITCH - 显卡两两一组挂在四颗 PCIe 交换芯片后面，每颗交换芯片共用一条到处理器的 x16 上行链路；同一组两张卡之间的点对点传输不经过处理器；SIZE-CPU-CLOCK - 这些至强只能加速到 3.3 GHz，请给数据流水线多开几个工作进程。</translation>
    </message>
    <message>
        <source>Two RTX 5090 on Threadripper TRX50 at 230 V</source>
        <translation>230 V 下 Threadripper TRX50 平台的两块 RTX 5090</translation>
    </message>
    <message>
        <source>Two RTX 5090 Founders Edition cards (575 W each, one 16-pin plug each) on a 32-core Threadripper 9970X and the ASUS Pro WS TRX50-SAGE WIFI, in PCIEX16(G5)_1 and PCIEX16(G5)_3 so that two free brackets separate the open-air coolers; the first runs x16, the second x8, both at gen 5 (x8 at gen 5 carries as much as x16 at gen 4; the board&apos;s second Gen4 slot, below, is only x4). One 2,200 W ATX 3.1 PSU gives both cards a native 12V-2x6 cable and runs at about 73 % load; it needs a 230 V outlet (EU-16A here): on a US 120 V / 15 A circuit the PSU gives only about 1,600 W and the circuit 1,440 W continuous, both too little. Remaining warning: THERMAL-AIRFLOW (about 11 C) - both cards exhaust about 1,150 W into the case; the Torrent&apos;s stock intake (two 180 mm and three 140 mm fans) is among the strongest of any tower, so keep it at full speed or cap the cards (nvidia-smi -pl 450 costs little training speed). Remaining notes: PCIE-X8 - the second card&apos;s x8 link costs a few percent on most training jobs; SIZE-DISPLAY - neither the Threadripper nor this board has graphics, so one GPU also drives the monitor.</source>
        <translation>两块 RTX 5090 Founders Edition（每块 575 W，各有一个 16 针插头），配 32 核 Threadripper 9970X 和 ASUS Pro WS TRX50-SAGE WIFI，插在 PCIEX16(G5)_1 和 PCIEX16(G5)_3，使两块开放式散热的显卡之间空出两个挡板位；第一块以 x16、第二块以 x8 运行，都是 PCIe 5.0（PCIe 5.0 x8 的带宽与 PCIe 4.0 x16 相同；主板下方的第二个 PCIe 4.0 插槽只有 x4）。一台 2,200 W ATX 3.1 电源为两块卡各提供一条原生 12V-2x6 线缆，负载约 73 %；它需要 230 V 插座（此处为 EU-16A）：在美国 120 V / 15 A 线路上，这台电源只能输出约 1,600 W，线路的持续负载上限为 1,440 W，两者都不够。其余警告：THERMAL-AIRFLOW（约 11 °C）- 两块卡向机箱内排出约 1,150 W 热量；Torrent 出厂的进风风扇（两个 180 mm 和三个 140 mm）已是塔式机箱中最强的之一，请让它们全速运转，或限制显卡功率（nvidia-smi -pl 450 对训练速度影响很小）。其余提示：PCIE-X8 - 第二块卡的 x8 链路在大多数训练任务中只损失几个百分点；SIZE-DISPLAY - Threadripper 和这块主板都没有图形输出，所以有一块显卡还要驱动显示器。</translation>
    </message>
    <message>
        <source>Four blower RTX PRO 6000 Max-Q on Threadripper PRO WRX90 at 208 V</source>
        <translation>208 V 下 Threadripper PRO WRX90 平台的四块涡轮 RTX PRO 6000 Max-Q</translation>
    </message>
    <message>
        <source>Four RTX PRO 6000 Blackwell Max-Q cards (96 GB, 300 W blowers, one 16-pin plug each) in every other slot of the ASUS Pro WS WRX90E-SAGE SE, all at PCIe 5.0 x16 from a 32-core Threadripper PRO 7975WX, with 512 GB of ECC RDIMMs for 384 GB of GPU memory. Two 1,600 W ATX 3.0 PSUs (the Enthoo Pro 2 Server takes two) give every card a native 16-pin cable and run at about 53 % load on a 208 V / 20 A circuit (about 1,800 W from the wall; a US 120 V / 20 A circuit allows 1,920 W continuous, which is too close). The blowers push most of their heat out of the back; the case&apos;s stock fans warm the air by about 5 C with the rest (an estimate: half their free-air rating).</source>
        <translation>四块 RTX PRO 6000 Blackwell Max-Q（96 GB，300 W 涡轮散热，各有一个 16 针插头），隔一个插槽插在 ASUS Pro WS WRX90E-SAGE SE 上，全部由 32 核 Threadripper PRO 7975WX 提供 PCIe 5.0 x16，配 512 GB ECC 寄存式内存，对应 384 GB 显存。两台 1,600 W ATX 3.0 电源（Enthoo Pro 2 Server 可装两台）为每块卡提供一条原生 16 针线缆，在 208 V / 20 A 线路上负载约 53 %（墙插取电约 1,800 W；美国 120 V / 20 A 线路的持续负载上限为 1,920 W，余量太小）。涡轮卡把大部分热量从尾部排出；其余热量经机箱出厂风扇使空气升温约 5 °C（估计值：其自由风量额定值的一半）。</translation>
    </message>
    <message>
        <source>Eight passive L40S cards (48 GB, 350 W, one 16-pin plug each from the chassis&apos; power board) in a Supermicro SYS-421GE-TNRT 4U server with two Xeon Gold 6430, 1 TB of ECC RDIMMs, two U.2 NVMe drives and a 100 GbE NIC; four 2,700 W modules, one of them redundant (3+1), on a 208 V / 30 A circuit (about 3,800 W from the wall). The fan wall&apos;s estimated 600 CFM warms 3,600 W of heat by about 11 C, within the 20 C a ducted server is built for; these servers run their fans at full speed under GPU load, so keep the inlet air cool (the data center&apos;s 18-27 C band). Remaining notes: PCIE-SWITCH - the cards sit in pairs behind four PCIe switches and share each switch&apos;s x16 uplink; SIZE-CPU-CLOCK - these Xeons boost to 3.4 GHz, so give the data pipeline several worker processes.</source>
        <translation>八块被动散热的 L40S（48 GB，350 W，各有一个由机箱电源背板提供的 16 针插头），装在 Supermicro SYS-421GE-TNRT 4U 服务器中，配两颗至强 Gold 6430、1 TB ECC 寄存式内存、两块 U.2 NVMe 硬盘和一块 100 GbE 网卡；四个 2,700 W 电源模块，其中一个冗余（3+1），接 208 V / 30 A 线路（墙插取电约 3,800 W）。风扇墙估计的 600 CFM 使 3,600 W 热量下的空气升温约 11 °C，在带导风罩的服务器设计所容许的 20 °C 以内；这类服务器在 GPU 满载时风扇全速运转，请保持进风凉爽（数据中心 18-27 °C 的范围）。其余提示：PCIE-SWITCH - 显卡两两一组挂在四颗 PCIe 交换芯片后面，每颗交换芯片共用一条 x16 上行链路；SIZE-CPU-CLOCK - 这些至强只能加速到 3.4 GHz，请给数据流水线多开几个工作进程。</translation>
    </message>
    <message>
        <source>Lab plan: one rack on two 208 V feeds</source>
        <translation>实验室规划：一个机柜，两路 208 V 供电</translation>
    </message>
    <message>
        <source>An 8-GPU L40S server and a four-GPU RTX PRO 6000 Max-Q workstation share one 42 U rack fed by two 208 V / 30 A circuits (PDU A and PDU B); a two-RTX 5090 workstation stands beside the rack on its own 208 V / 20 A circuit. The server&apos;s four PSUs are dealt two to each PDU: when either feed trips, the two left carry it and the other PDU takes its whole load, still within 30 A. The workstation in the rack has one PSU on each PDU and no spare: a lost feed may take it down. Save the plan under your own name before you change it; the machines are copies of the shipped build templates.</source>
        <translation>一台八卡 L40S 服务器和一台四卡 RTX PRO 6000 Max-Q 工作站共用一个 42 U 机柜，由两条 208 V / 30 A 线路（PDU A 和 PDU B）供电；一台双 RTX 5090 工作站放在机柜旁，单独接一条 208 V / 20 A 线路。服务器的四个电源每个 PDU 各接两个：任一路供电跳闸时，剩下的两个电源带动服务器，另一个 PDU 承担它的全部负载，仍在 30 A 以内。机柜中的工作站在每个 PDU 上各接一个电源，没有备用：断一路供电就可能停机。修改之前请先以自己的名称保存这个规划；其中的机器是随附配置模板的副本。</translation>
    </message>
    <message>
        <source>Eight L40S in a 4U PCIe GPU server at 208 V</source>
        <translation>208 V 下 4U PCIe GPU 服务器中的八块 L40S</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>New from Te&amp;mplate</source>
        <translation>从模板新建(&amp;M)</translation>
    </message>
    <message>
        <source>Older cards, to learn on</source>
        <translation>较旧的显卡，用于学习</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>没有最近打开的文件</translation>
    </message>
    <message>
        <source>Exported {name}.</source>
        <translation>已导出 {name}。</translation>
    </message>
    <message>
        <source>The new language shows the next time the configurator starts.</source>
        <translation>新语言将在下次启动配置器时生效。</translation>
    </message>
    <message>
        <source>Rename build</source>
        <translation>重命名配置</translation>
    </message>
    <message>
        <source>Build name:</source>
        <translation>配置名称：</translation>
    </message>
    <message>
        <source>Parts catalog: curated rows, and retail parts from the BuildCores OpenDB (github.com/buildcores/buildcores-open-db), © its contributors, made available under the Open Data Commons Attribution License (ODC-By) 1.0; its text is in db/opendb/LICENSE.txt.</source>
        <translation>配件目录：精选条目，以及来自 BuildCores OpenDB（github.com/buildcores/buildcores-open-db）的零售配件，© 其贡献者，依开放数据共享署名许可协议（ODC-By）1.0 提供；协议全文见 db/opendb/LICENSE.txt。</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>键盘操作</translation>
    </message>
    <message>
        <source>About</source>
        <translation>关于</translation>
    </message>
    <message>
        <source>{app} {version}
Design deep-learning workstations: fit, PCIe lanes, power, outlet, airflow, and a validated bill of materials.</source>
        <translation>{app} {version}
设计深度学习工作站：尺寸、PCIe 通道、功耗、插座、风道，以及经过验证的物料清单。</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>New from &amp;Template…</source>
        <translation>从模板新建(&amp;T)…</translation>
    </message>
    <message>
        <source>New &amp;Lab Plan</source>
        <translation>新建实验室规划(&amp;L)</translation>
    </message>
    <message>
        <source>a lab plan of several machines, in a tab of its own</source>
        <translation>多台机器的实验室规划，在单独的标签页中打开</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export BOM as PDF…</source>
        <translation>将物料清单导出为 PDF(&amp;E)…</translation>
    </message>
    <message>
        <source>Export BOM as &amp;CSV…</source>
        <translation>将物料清单导出为 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Re&amp;name Build…</source>
        <translation>重命名配置(&amp;N)…</translation>
    </message>
    <message>
        <source>Remove Selected &amp;Card</source>
        <translation>移除选中的卡(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Use Selected Part in Build</source>
        <translation>在配置中使用选中的配件(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Find in Catalog</source>
        <translation>在配件库中查找(&amp;F)</translation>
    </message>
    <message>
        <source>search the catalog; Down enters the results</source>
        <translation>搜索配件库；按下方向键进入结果列表</translation>
    </message>
    <message>
        <source>Next Catalog Kind</source>
        <translation>下一个配件类别</translation>
    </message>
    <message>
        <source>Previous Catalog Kind</source>
        <translation>上一个配件类别</translation>
    </message>
    <message>
        <source>Go to Catalog</source>
        <translation>转到配件库</translation>
    </message>
    <message>
        <source>Go to Chassis</source>
        <translation>转到机箱</translation>
    </message>
    <message>
        <source>Go to Checks</source>
        <translation>转到检查</translation>
    </message>
    <message>
        <source>Go to Bill of Materials</source>
        <translation>转到物料清单</translation>
    </message>
    <message>
        <source>Go to Notes</source>
        <translation>转到备注</translation>
    </message>
    <message>
        <source>Next Tab (Chassis, Plots, Buy or Rent)</source>
        <translation>下一个标签页（机箱、图表、购买还是租用）</translation>
    </message>
    <message>
        <source>&amp;Fit Drawing</source>
        <translation>适合窗口(&amp;F)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>My &amp;parts…</source>
        <translation>我的部件(&amp;P)…</translation>
    </message>
    <message>
        <source>Import &amp;quote…</source>
        <translation>导入报价单(&amp;Q)…</translation>
    </message>
    <message>
        <source>&amp;Reload Team Catalog</source>
        <translation>重新加载团队配件库(&amp;R)</translation>
    </message>
    <message>
        <source>read the team catalog&apos;s parts again (reconnects)</source>
        <translation>重新读取团队配件库的配件（会重新连接）</translation>
    </message>
    <message>
        <source>&amp;Complete Build…</source>
        <translation>补全配置(&amp;C)…</translation>
    </message>
    <message>
        <source>fill in what the build lacks from the catalog</source>
        <translation>从目录中补齐配置所缺的部件</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>键盘操作(&amp;K)</translation>
    </message>
    <message>
        <source>the keyboard&apos;s help; on a finding of the checks, its rule in docs/rules.md</source>
        <translation>键盘操作帮助；在检查结果中选中一条时，打开 docs/rules.md 中它的规则</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Build</source>
        <translation>配置(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>in the catalog: use the part (a card: then choose its slot)</source>
        <translation>在配件库中：使用该配件（若是扩展卡，再选择插槽）</translation>
    </message>
    <message>
        <source>in the chassis: choose a slot, then a card not placed (while you place a card, its tint previews the drop)</source>
        <translation>在机箱中：选择插槽，再往下是未安放的卡（放置扩展卡时，插槽的颜色预示放入后的结果）</translation>
    </message>
    <message>
        <source>in the chassis: place the card you are placing in the chosen slot; on a card not placed, start placing it</source>
        <translation>在机箱中：把正在放置的卡装入所选插槽；选中未安放的卡时，开始放置它</translation>
    </message>
    <message>
        <source>in the chassis: stop placing the card</source>
        <translation>在机箱中：停止放置该卡</translation>
    </message>
    <message>
        <source>in the chassis: remove the selected card</source>
        <translation>在机箱中：移除选中的卡</translation>
    </message>
    <message>
        <source>in the chassis: zoom</source>
        <translation>在机箱中：缩放</translation>
    </message>
    <message>
        <source>the context menu of the selection</source>
        <translation>打开选中项的右键菜单</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>{keys}: {what}</source>
        <translation>{keys}：{what}</translation>
    </message>
</context>
<context>
    <name>WorkloadCli</name>
    <message>
        <source>{text!r} is not a number</source>
        <translation>{text!r} 不是数字</translation>
    </message>
    <message>
        <source>will a workload fit this build, how long will it run, what does a run cost here or rented</source>
        <translation>工作负载能否装进这台配置、要跑多久、自有和租用时一次运行各花多少钱</translation>
    </message>
    <message>
        <source>a build file (*.gwb)</source>
        <translation>配置文件（*.gwb）</translation>
    </message>
    <message>
        <source>a model of db/workload_presets.csv (configurator workload --list-presets lists them)</source>
        <translation>db/workload_presets.csv 中的模型（configurator workload --list-presets 列出它们）</translation>
    </message>
    <message>
        <source>a Hugging Face config.json of the model</source>
        <translation>模型的 Hugging Face config.json</translation>
    </message>
    <message>
        <source>the model&apos;s parameters in billions (its shape not known)</source>
        <translation>模型参数量，单位为十亿（不知道模型结构）</translation>
    </message>
    <message>
        <source>list the presets and stop</source>
        <translation>列出预设后退出</translation>
    </message>
    <message>
        <source>tokens to train on (required for training) or to generate</source>
        <translation>训练的 token 数（训练时必填）或生成的 token 数</translation>
    </message>
    <message>
        <source>shard weights, gradients and optimizer states over the GPUs (ZeRO-3 / FSDP)</source>
        <translation>把权重、梯度和优化器状态分片到各显卡上（ZeRO-3 / FSDP）</translation>
    </message>
    <message>
        <source>recompute activations in the backward pass</source>
        <translation>在反向传播中重计算激活</translation>
    </message>
    <message>
        <source>model FLOPs utilisation, above 0 and at most 1 (default %(default)g)</source>
        <translation>模型算力利用率，大于 0 且不超过 1（默认 %(default)g）</translation>
    </message>
    <message>
        <source>busy hours a day, for the run&apos;s share of the purchase (default %(default)g)</source>
        <translation>每天忙碌小时数，用于计算一次运行分摊的购置费（默认 %(default)g）</translation>
    </message>
    <message>
        <source>electricity price in USD per kWh (default %(default)g)</source>
        <translation>电价，美元/千瓦时（默认 %(default)g）</translation>
    </message>
    <message>
        <source>lifetime in months (default %(default)s)</source>
        <translation>使用寿命，月（默认 %(default)s）</translation>
    </message>
    <message>
        <source>give the model: --preset ID, --config CONFIG.json or --params-b N</source>
        <translation>请给出模型：--preset ID、--config CONFIG.json 或 --params-b N</translation>
    </message>
    <message>
        <source>give the task: --task {tasks}</source>
        <translation>请给出任务：--task {tasks}</translation>
    </message>
    <message>
        <source>give a build file (or --list-presets)</source>
        <translation>请给出配置文件（或 --list-presets）</translation>
    </message>
</context>
<context>
    <name>WorkloadForm</name>
    <message>
        <source>Open a model&apos;s config.json</source>
        <translation>打开模型的 config.json</translation>
    </message>
    <message>
        <source>config.json (*.json);;All files (*)</source>
        <translation>config.json（*.json）;;所有文件（*）</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>config.json…</source>
        <translation>config.json…</translation>
    </message>
    <message>
        <source>A Hugging Face config.json of the model</source>
        <translation>模型的 Hugging Face config.json</translation>
    </message>
    <message>
        <source> billion</source>
        <translation> 十亿</translation>
    </message>
    <message>
        <source>Tokens to train on, or to generate (0: none)</source>
        <translation>训练或生成的 token 数（0：无）</translation>
    </message>
    <message>
        <source>&amp;Sharded (ZeRO-3 / FSDP)</source>
        <translation>分片(&amp;S)（ZeRO-3 / FSDP）</translation>
    </message>
    <message>
        <source>Re&amp;compute activations</source>
        <translation>重计算激活(&amp;C)</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: the share of the tensor rate a run achieves (an estimate)</source>
        <translation>模型算力利用率：一次运行能达到的张量算力比例（估算值）</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Parameters:</source>
        <translation>参数量(&amp;P)：</translation>
    </message>
    <message>
        <source>T&amp;ask:</source>
        <translation>任务(&amp;A)：</translation>
    </message>
    <message>
        <source>To&amp;kens:</source>
        <translation>Token 数(&amp;K)：</translation>
    </message>
    <message>
        <source>M&amp;icro-batch:</source>
        <translation>微批大小(&amp;I)：</translation>
    </message>
    <message>
        <source>MF&amp;U:</source>
        <translation>MFU(&amp;U)：</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>精度(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation>优化器(&amp;O)：</translation>
    </message>
    <message>
        <source>Se&amp;quence length:</source>
        <translation>序列长度(&amp;Q)：</translation>
    </message>
    <message>
        <source>&amp;LoRA rank:</source>
        <translation>LoRA 秩(&amp;L)：</translation>
    </message>
    <message>
        <source>Choose a model…</source>
        <translation>选择模型…</translation>
    </message>
    <message>
        <source>{0} ({1:,.1f} B)</source>
        <translation>{0}（{1:,.1f} B）</translation>
    </message>
    <message>
        <source>By parameter count</source>
        <translation>按参数量</translation>
    </message>
    <message>
        <source>{0} (config.json)</source>
        <translation>{0}（config.json）</translation>
    </message>
</context>
<context>
    <name>WorkloadRow</name>
    <message>
        <source>So that this &amp;workload fits:</source>
        <translation>使此工作负载能容纳(&amp;W)：</translation>
    </message>
    <message>
        <source>The completed build must hold the workload in its GPUs&apos; memory; the build&apos;s own GPUs are kept, so when they cannot hold it nothing is searched and the dialog says what would make it fit</source>
        <translation>补全后的配置必须能在其 GPU 显存中容纳该工作负载；配置自身的 GPU 保持不变，因此若它们无法容纳，则不进行搜索，并说明怎样才能容纳</translation>
    </message>
    <message>
        <source> billion tokens</source>
        <translation> 十亿 token</translation>
    </message>
    <message>
        <source>{workload} (the Workload tab&apos;s)</source>
        <translation>{workload}（来自“工作负载”标签页）</translation>
    </message>
</context>
<context>
    <name>WorkloadSection</name>
    <message>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>{0:,.1f} GB</source>
        <translation>{0:,.1f} GB</translation>
    </message>
    <message>
        <source>{0:,.1f} h ({1:,.1f} days)</source>
        <translation>{0:,.1f} 小时（{1:,.1f} 天）</translation>
    </message>
    <message>
        <source>{0:,.2f} h</source>
        <translation>{0:,.2f} 小时</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Not checked: a GPU&apos;s memory is not published.</source>
        <translation>未检查：有显卡的显存未公布。</translation>
    </message>
    <message>
        <source>Fits: {0:,.1f} GB of the {1:,.1f} GB available per GPU.</source>
        <translation>装得下：每块显卡需要 {0:,.1f} GB，可用 {1:,.1f} GB。</translation>
    </message>
    <message>
        <source>Does not fit: {0:,.1f} GB per GPU, {1:,.1f} GB more than the {2:,.1f} GB available.</source>
        <translation>装不下：每块显卡需要 {0:,.1f} GB，比可用的 {2:,.1f} GB 多 {1:,.1f} GB。</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Total per GPU</source>
        <translation>每块显卡合计</translation>
    </message>
    <message>
        <source>Available per GPU (90 %)</source>
        <translation>每块显卡可用（90 %）</translation>
    </message>
    <message>
        <source>pretraining</source>
        <translation>预训练</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation>全参数微调</translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Time: {0} (estimate, MFU {1:g})</source>
        <translation>时间：{0}（估算，MFU {1:g}）</translation>
    </message>
    <message>
        <source>Gradient all-reduce: {0:,.3f} s a step, included</source>
        <translation>梯度 all-reduce：每步 {0:,.3f} 秒，已计入</translation>
    </message>
    <message>
        <source>Time for {0:,.0f} tokens: {1} (estimate)</source>
        <translation>生成 {0:,.0f} 个 token 的时间：{1}（估算）</translation>
    </message>
    <message>
        <source> (memory bound)</source>
        <translation>（受显存带宽限制）</translation>
    </message>
    <message>
        <source> (compute bound)</source>
        <translation>（受算力限制）</translation>
    </message>
    <message>
        <source>Tokens/s: {0:,.0f}{1} (estimate)</source>
        <translation>tokens/s：{0:,.0f}{1}（估算）</translation>
    </message>
    <message>
        <source>Energy: at most {0:,.1f} kWh at the wall</source>
        <translation>能耗：墙插取电最多 {0:,.1f} 千瓦时</translation>
    </message>
    <message>
        <source>{0}: {1:,.2f} billion parameters; {2} in {3}</source>
        <translation>{0}：{1:,.2f} 十亿参数；{2}，{3} 精度</translation>
    </message>
    <message>
        <source>{0} GPU(s) at {1:,.1f} TFLOPS each ({2})</source>
        <translation>{0} 块显卡，每块 {1:,.1f} TFLOPS（{2}）</translation>
    </message>
    <message>
        <source>; slowest link {0:,.1f} GB/s each way ({1})</source>
        <translation>；最慢连接每方向 {0:,.1f} GB/s（{1}）</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>在哪里</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>显卡数</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>每次运行费用</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>装得下</translation>
    </message>
    <message>
        <source>This build</source>
        <translation>这台配置</translation>
    </message>
    <message>
        <source>This build: electricity {0} and {1} of the purchase ({2} months at {3:g} h a day)</source>
        <translation>这台配置：电费 {0}，分摊购置费 {1}（{2} 个月，每天 {3:g} 小时）</translation>
    </message>
    <message>
        <source>What would make it fit:</source>
        <translation>怎样才能装得下：</translation>
    </message>
    <message>
        <source>  {0}: {1} per GPU</source>
        <translation>  {0}：每块显卡 {1}</translation>
    </message>
    <message>
        <source>Workload: {0}</source>
        <translation>工作负载：{0}</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>  {0}: {1}</source>
        <translation>  {0}：{1}</translation>
    </message>
    <message>
        <source>Memory per GPU:</source>
        <translation>每块显卡的显存：</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>{0:,.2f} B</source>
        <translation>{0:,.2f} B</translation>
    </message>
</context>
<context>
    <name>WorkloadTab</name>
    <message>
        <source>The workload data cannot be read: {0}</source>
        <translation>无法读取工作负载数据：{0}</translation>
    </message>
    <message>
        <source>Choose a model (a preset, a config.json or a parameter count) and a task.</source>
        <translation>请选择模型（预设、config.json 或参数量）和任务。</translation>
    </message>
    <message>
        <source>Open or design a build to see whether the workload fits.</source>
        <translation>打开或设计一个配置，看工作负载能否装得下。</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field}：{problem}</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>位置参数</translation>
    </message>
    <message>
        <source>options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>显示本帮助信息并退出</translation>
    </message>
    <message>
        <source>show program&apos;s version number and exit</source>
        <translation>显示程序的版本号并退出</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>参数 %(argument_name)s：%(message)s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>无效的选择：%(value)r（可选 %(choices)s）</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>无效的 %(type)s 值：%(value)r</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>缺少以下必需参数：%s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>无法识别的参数：%s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>需要一个参数</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>有歧义的选项：%(option)s 可以匹配 %(matches)s</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>不能与参数 %s 同时使用</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s：错误：%(message)s
</translation>
    </message>
</context>
</TS>
